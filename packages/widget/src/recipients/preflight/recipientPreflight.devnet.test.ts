// @vitest-environment node
// The widget does not depend on the BFF or the devnet: this test reaches them by path.
import { bffConfigForDevnet } from '@ferry/bff/devnet'
import { type Devnet, startDevnet } from '@ferry/devnet'
import type { Hex } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Config } from 'wagmi'
import { createWidgetWagmiConfig } from '../../createWidgetWagmiConfig.js'
import type { FerryConfig } from '../../ferryConfig.js'
import { type RecipientPreflightParameters, recipientPreflight } from './recipientPreflight.js'
import { recipientWordsDe } from './recipientWordsDe.js'
import { recipientWordsEn } from './recipientWordsEn.js'

// The recipient preflight over the devnet's real chains (anvil) and its TRON sandbox's TronGrid
// API, read as the widget reads them: its wagmi clients and the BFF config's TRON `rpcUrl`.
const state = {} as { devnet: Devnet; wagmiConfig: Config; config: FerryConfig }
const tron = 728126428
// A smart account (a Safe, say): code on the source chain only, as an undeployed Safe has.
const smartAccount = '0x5afe00000000000000000000000000000000c0de'
const accountCode = '0x6080604052348015600e575f80fd5b50'
const plainAccount = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const rpc = async (chainId: number, method: string, params: unknown[]) => {
  const chain = state.devnet.chains.find((entry) => entry.chainId === chainId)!
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

beforeAll(async () => {
  state.devnet = await startDevnet({ stepMs: 100 })
  state.config = { chains: bffConfigForDevnet(state.devnet).chains } as FerryConfig
  state.wagmiConfig = createWidgetWagmiConfig(state.config)
  await rpc(1, 'anvil_setCode', [smartAccount, accountCode])
}, 240_000)

afterAll(async () => {
  await state.devnet?.stop()
}, 60_000)

const chainName = (chainId: number) =>
  state.config.chains.find((chain) => chain.id === chainId)?.name ?? String(chainId)

const preflight = (parameters: Partial<RecipientPreflightParameters>) =>
  recipientPreflight({
    wagmiConfig: state.wagmiConfig,
    tronGridUrl: state.config.chains.find((chain) => chain.id === tron)?.rpcUrl ?? undefined,
    locale: 'en',
    chainName,
    tokens: state.devnet.chains.flatMap((chain) =>
      chain.tokens.map((token) => ({ chainId: chain.chainId, token: token.address })),
    ),
    srcChainId: 1,
    dstChainId: 8453,
    depositor: plainAccount,
    depositorCode: '0x',
    payout: '',
    refund: '',
    ...parameters,
  })

const summary = async (parameters: Partial<RecipientPreflightParameters>) =>
  (await preflight(parameters)).map(({ level, reason, field }) => `${field} ${level} ${reason}`)

test('a smart account paying out to its own address, undeployed on the destination, is asked to confirm', async () => {
  const findings = await preflight({
    depositor: smartAccount,
    depositorCode: accountCode,
    payout: smartAccount,
  })
  expect(findings).toEqual([
    {
      level: 'confirm',
      reason: 'not_deployed',
      field: 'payout',
      chainId: 8453,
      message: recipientWordsEn.not_deployed(chainName(8453)),
      confirm: recipientWordsEn.confirm(chainName(8453)),
    },
  ])
  expect(findings[0]?.message).toContain('Base')
})

test("a smart account's address holding other code on the destination is asked to confirm; the same code passes", async () => {
  await rpc(137, 'anvil_setCode', [smartAccount, '0x60016000f3'])
  expect(
    await summary({
      depositor: smartAccount,
      depositorCode: accountCode,
      payout: smartAccount,
      dstChainId: 137,
    }),
  ).toEqual(['payout confirm other_code'])
  await rpc(42161, 'anvil_setCode', [smartAccount, accountCode])
  expect(
    await summary({
      depositor: smartAccount,
      depositorCode: accountCode,
      payout: smartAccount,
      dstChainId: 42161,
    }),
  ).toEqual([])
})

test('a smart account is told its address may not exist on the destination before it names a payout', async () => {
  expect(await summary({ depositor: smartAccount, depositorCode: accountCode })).toEqual([
    'payout note contract_depositor',
  ])
})

test('a token contract as payout or refund is refused: listed by the service, or answering ERC-20 reads', async () => {
  const base = state.devnet.chains.find((chain) => chain.chainId === 8453)!
  const listed = base.tokens[0]!.address
  expect(await summary({ payout: listed })).toEqual(['payout refuse token_contract'])
  // Not in the list the preflight was given: found by its decimals() and symbol() on chain.
  expect(await summary({ payout: listed, tokens: [] })).toEqual(['payout refuse token_contract'])
  const ethereum = state.devnet.chains.find((chain) => chain.chainId === 1)!
  expect(await summary({ refund: ethereum.tokens[0]!.address, tokens: [] })).toEqual([
    'refund refuse token_contract',
  ])
  // A deposit contract has code but is no token: nothing to say.
  expect(await summary({ payout: base.depositContract })).toEqual([])
})

test('an unactivated TRON payout is refused; an activated one passes; the rule is said until one is typed', async () => {
  expect(await summary({ dstChainId: tron, payout: state.devnet.tron.inactiveAddress })).toEqual([
    'payout refuse tron_inactive',
  ])
  expect(
    await summary({ dstChainId: tron, payout: state.devnet.tron.accounts[0]!.address }),
  ).toEqual([])
  expect(await summary({ dstChainId: tron })).toEqual(['payout note tron_note'])
  expect(await summary({ srcChainId: tron, dstChainId: 1 })).toEqual(['refund note tron_note'])
  // Without a TronGrid API the account cannot be read: the rule is said instead.
  expect(
    await summary({
      dstChainId: tron,
      payout: state.devnet.tron.inactiveAddress,
      tronGridUrl: undefined,
    }),
  ).toEqual(['payout note tron_note'])
})

test('a plain account as recipient has nothing said about it; a finding reads in the widget language', async () => {
  expect(await summary({ payout: plainAccount, refund: plainAccount })).toEqual([])
  const [finding] = await preflight({
    payout: state.devnet.chains[0]!.tokens[0]!.address,
    dstChainId: 1,
    locale: 'de',
  })
  expect(finding?.message).toBe(recipientWordsDe.token_contract(chainName(1)))
})

test('an unreachable chain leaves its check out rather than stopping the form', async () => {
  const rpcless = 999_999
  expect(
    await summary({
      dstChainId: rpcless as number,
      payout: '0x000000000000000000000000000000000000dEaD' as Hex,
    }),
  ).toEqual([])
})
