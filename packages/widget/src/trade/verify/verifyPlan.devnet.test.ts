// @vitest-environment node
import { Writable } from 'node:stream'
// The widget does not depend on the BFF or the devnet: this test reaches them by path.
import {
  type BffApp,
  createApp,
  createJournal,
  createLogger,
  type Journal,
  openSqlClient,
} from '@ferry/bff'
import { bffConfigForDevnet } from '@ferry/bff/devnet'
import { type Devnet, startDevnet } from '@ferry/devnet'
import { depositAbi, encodeDeposit } from '@ferry/order-api'
import { createV1Client } from '@ferry/order-api/v1'
import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { anvilWallet } from '../../../test/trade/anvilWallet.js'
import { type BuildTamper, hostileBffFetch } from '../../../test/trade/hostileBff.js'
import { describeError } from '../../errors/describeError.js'
import { en } from '../../i18n/en.js'
import { errorWordsEn } from '../../i18n/errorWordsEn.js'
import { bffClient } from '../../query/bffClient.js'
import { memoryStorage } from '../../storage/browserStorage.js'
import { createOrderStorage } from '../../storage/orderStorage.js'
import { acceptedOfV1Run } from '../../v1/acceptedOfV1Run.js'
import { planOfV1Deposit } from '../../v1/planOfV1Deposit.js'
import { streamRoutes } from '../../v1/streamRoutes.js'
import { createMemoryDepositLedger } from '../depositLedger.js'
import { runPlan } from '../runPlan.js'
import { routeOfV2Quote } from '../v2/routeOfV2Quote.js'
import { runV2Trade } from '../v2/runV2Trade.js'
import type { EvmWalletAdapter } from '../WalletAdapter.js'
import { PlanMismatchError, type PlanMismatchField } from './PlanMismatchError.js'

// A hostile BFF: the real one in process, over the devnet, with each build tampered with on its
// way (the request upstream or the answer back). Every tampered field is refused before the
// wallet is asked anything; the untampered build runs.
const bffUrl = 'http://bff-hostile.test'
const state = {} as { devnet: Devnet; journal: Journal; bff: BffApp; tamper: BuildTamper }
const attacker = '0x000000000000000000000000000000000000dEaD'

beforeAll(async () => {
  state.devnet = await startDevnet({ stepMs: 100 })
  state.journal = await createJournal(await openSqlClient({}))
  state.bff = createApp({
    config: bffConfigForDevnet(state.devnet, { allowedOrigins: ['https://dapp.example'] }),
    journal: state.journal,
    logger: createLogger(new Writable({ write: (_chunk, _encoding, done) => done() })),
  })
  state.tamper = {}
  const hostile = hostileBffFetch({ bff: state.bff.app, tamper: () => state.tamper })
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    return url.startsWith(bffUrl) ? hostile(input, init) : realFetch(input as RequestInfo, init)
  })
}, 240_000)

afterAll(async () => {
  vi.unstubAllGlobals()
  state.bff?.close()
  await state.journal?.close()
  await state.devnet?.stop()
}, 60_000)

/** The wallet of a devnet account on `chainId`, recording every request that would prompt. */
function promptedWallet(chainId: number, account: number) {
  const chain = state.devnet.chains.find((entry) => entry.chainId === chainId)!
  const privateKey = state.devnet.accounts[account]!.privateKey
  const real = anvilWallet({ chainId, rpcUrl: chain.rpcUrl, privateKey })
  const prompts: string[] = []
  const wallet: EvmWalletAdapter = {
    ...real.wallet,
    switchChain: (request) => {
      prompts.push('switchChain')
      return real.wallet.switchChain(request)
    },
    sendTransaction: (request) => {
      prompts.push('sendTransaction')
      return real.wallet.sendTransaction(request)
    },
    signTypedData: async () => {
      prompts.push('signTypedData')
      throw new Error('no typed data in a swap')
    },
  }
  return { wallet, prompts, address: real.address }
}

const tokenOn = (chainId: number, symbol: string) =>
  state.devnet.chains
    .find((chain) => chain.chainId === chainId)!
    .tokens.find((token) => token.symbol === symbol)!.address as Address

/** The build answer's deposit re-encoded with `change` applied to its arguments. */
const redeposit =
  (
    change: (args: {
      token: Address
      amount: bigint
      nonce: bigint
    }) => Partial<{ token: Address; amount: bigint }>,
  ) =>
  (body: Record<string, unknown>) => {
    const depositTx = body.depositTx as { data: Hex }
    const [token, amount, nonce] = decodeFunctionData({
      abi: depositAbi,
      data: depositTx.data,
    }).args
    const args = { token, amount, nonce, ...change({ token, amount, nonce }) }
    return { ...body, depositTx: { ...depositTx, data: encodeDeposit(args) } }
  }

/** What the widget says for an error, in English. */
const wordsOf = (error: unknown) =>
  describeError({ error, messages: en, words: errorWordsEn }).message

/**
 * The run failed with a mismatch of `field` before the wallet was asked anything, and says so
 * in that field's words; answers the words.
 */
async function refusedBeforeAnyPrompt(
  run: { result: Promise<unknown>; prompts: unknown[] },
  field: keyof typeof errorWordsEn.mismatch,
) {
  const error = await run.result.then(
    () => undefined,
    (failure: unknown) => failure,
  )
  expect(PlanMismatchError.isInstance(error) ? error.field : error).toBe(field)
  expect(run.prompts).toEqual([])
  const words = wordsOf(error)
  expect(words.startsWith(errorWordsEn.mismatch[field])).toBe(true)
  return words
}

describe('a v2 build tampered with by the BFF', () => {
  const cases: [string, PlanMismatchField, BuildTamper][] = [
    [
      'deposit amount',
      'amount',
      { response: redeposit(({ amount }) => ({ amount: amount + 1n })) },
    ],
    ['deposit token', 'token', { response: redeposit(() => ({ token: tokenOn(1, 'USDT') })) }],
    [
      'payout address (sent upstream in place of the default)',
      'payout',
      { request: (body) => ({ ...body, payoutAddr: attacker }) },
    ],
    [
      'refund address (sent upstream in place of the default)',
      'refund',
      { request: (body) => ({ ...body, refundAddr: attacker }) },
    ],
    [
      'approval spender',
      'spender',
      {
        response: (body) => ({
          ...body,
          approveTxs: (body.approveTxs as { data: Hex }[]).map((approve) => ({
            ...approve,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'approve',
              args: [
                attacker,
                decodeFunctionData({ abi: erc20Abi, data: approve.data }).args[1] as bigint,
              ],
            }),
          })),
        }),
      },
    ],
    [
      'deposit value',
      'value',
      {
        response: (body) => {
          const depositTx = body.depositTx as { value: Hex }
          return {
            ...body,
            depositTx: { ...depositTx, value: toHex(BigInt(depositTx.value) * 100n) },
          }
        },
      },
    ],
    [
      'deadline',
      'deadline',
      { response: (body) => ({ ...body, deadline: Number(body.deadline) + 3600 }) },
    ],
  ]

  /** One v2 trade of 20 USDC from Ethereum to Base by a devnet account, through the hostile BFF. */
  async function trade(account: number) {
    const source = promptedWallet(1, account)
    const quote = await bffClient(bffUrl).getQuote({
      fromChainId: 1,
      from: tokenOn(1, 'USDC'),
      toChainId: 8453,
      to: tokenOn(8453, 'USDC'),
      srcAmount: '20000000',
    })
    const { terms } = await bffClient(bffUrl).getParams()
    const result = runV2Trade({
      route: routeOfV2Quote(quote),
      wallet: source.wallet,
      bffUrl,
      depositor: source.address,
      storage: createOrderStorage(memoryStorage()),
      orderTtl: terms.orderTtl,
      onStatus: () => {},
    })
    return { result, prompts: source.prompts }
  }

  const said: string[] = []
  test.each(cases)(
    'a changed %s is refused before any wallet request, in words of its own',
    async (_, field, tamper) => {
      state.tamper = tamper
      const words = await refusedBeforeAnyPrompt(await trade(3), field)
      expect(said).not.toContain(words)
      said.push(words)
    },
    60_000,
  )

  test('the same build untampered passes, and its deposit is sent', async () => {
    state.tamper = {}
    const { result, prompts } = await trade(3)
    expect(await result).toMatchObject({ kind: 'evm' })
    expect(prompts).toContain('sendTransaction')
  }, 60_000)
})

describe('a v1 deposit-address transfer tampered with by the BFF', () => {
  // Made at each call: the global fetch is the hostile one only from beforeAll on.
  const v1 = () => createV1Client({ baseUrl: `${bffUrl}/api` })
  // Each case from its own account: the BFF holds at most 3 open deposit addresses per depositor.
  const cases: [string, PlanMismatchField, BuildTamper, number][] = [
    [
      'deposit address (the token’s contract)',
      'deposit_address',
      { response: (body) => ({ ...body, depositAddress: tokenOn(8453, 'USDC').toLowerCase() }) },
      4,
    ],
    [
      'memo (none belongs on Base)',
      'memo',
      { response: (body) => ({ ...body, memo: 'credit-4242' }) },
      5,
    ],
    [
      'amount',
      'amount',
      { response: (body) => ({ ...body, amount: String(BigInt(String(body.amount)) - 1n) }) },
      0,
    ],
  ]

  /** A v1 quote of 15 USDC from Base to Ethereum, built as a deposit address, then run. */
  async function transfer(account: number) {
    const source = promptedWallet(8453, account)
    const client = v1()
    const request = {
      tradeType: 'EXACT_INPUT' as const,
      fromChainId: 8453,
      fromToken: tokenOn(8453, 'USDC').toLowerCase(),
      toChainId: 1,
      toToken: tokenOn(1, 'USDC').toLowerCase(),
      amount: 15_000_000n,
      fromAddress: source.address.toLowerCase(),
    }
    const route = (await streamRoutes({ client, quote: { request } })).best!
    const plan = await client.build({
      quoteId: route.quoteId,
      routeId: route.routeId,
      from: request.fromAddress,
      depositMethod: 'TRANSFER',
    })
    const input = {
      route,
      request,
      depositor: request.fromAddress,
      recipient: undefined,
      refundTo: undefined,
    }
    const result = runPlan({
      plan: planOfV1Deposit({
        client,
        plan,
        quoteId: route.quoteId,
        routeId: route.routeId,
        fromChainId: 8453,
        toChainId: 1,
        address: request.fromAddress,
      }),
      wallet: source.wallet,
      ledger: createMemoryDepositLedger(),
      accepted: acceptedOfV1Run({ input, wallet: source.wallet }),
    })
    return { result, prompts: source.prompts }
  }

  test.each(cases)(
    'a changed %s is refused before any wallet request, in words of its own',
    async (_, field, tamper, account) => {
      state.tamper = tamper
      await refusedBeforeAnyPrompt(await transfer(account), field)
    },
    60_000,
  )

  test('the same transfer untampered passes: its instructions are given', async () => {
    state.tamper = {}
    const { result } = await transfer(1)
    expect(await result).toMatchObject({ kind: 'transfer', transfer: { amount: 15_000_000n } })
  }, 60_000)
})
