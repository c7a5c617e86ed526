// @vitest-environment node
import { createDevControl } from '@ferry/devnet'
import {
  createV1Client,
  isFinalV1OrderStatus,
  type V1Client,
  type V1Order,
  v1BuildRequestFor,
} from '@ferry/order-api/v1'
import { type Address, createPublicClient, erc20Abi, http, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { setupDevnetBff } from '../../test/devnetBff.js'
import { anvilWallet as anvilWalletAdapter } from '../../test/trade/anvilWallet.js'
import { createMemoryDepositLedger } from '../trade/depositLedger.js'
import { runPlan } from '../trade/runPlan.js'
import type { TradeProgress } from '../trade/TradeProgress.js'
import type { WalletAdapter } from '../trade/WalletAdapter.js'
import { planOfV1Deposit } from './planOfV1Deposit.js'
import { streamRoutes } from './streamRoutes.js'

const state = setupDevnetBff()

const devControl = () => createDevControl({ serviceUrl: state.devnet.serviceUrl })

/** A wallet on one anvil chain, given as wagmi-shaped functions the way the widget passes them. */
function anvilWallet(chainId: number, privateKey: `0x${string}`) {
  const chain = state.devnet.chains.find((entry) => entry.chainId === chainId)!
  return anvilWalletAdapter({ chainId, rpcUrl: chain.rpcUrl, privateKey })
}

// A TRON source asks nothing of a wallet: none is given.
const noWallet: WalletAdapter | undefined = undefined

// The BFF in-process, reached as the widget reaches it: `${bff}/api`.
const bffClient = () =>
  createV1Client({
    baseUrl: 'http://bff.test/api',
    fetch: async (input, init) => state.bff.app.request(input as Request, init),
  })

/** USDC on Base: its address and a reader of an account's balance. */
function usdcOnBase() {
  const base = state.devnet.chains.find((chain) => chain.chainId === 8453)!
  const address = base.tokens.find((token) => token.symbol === 'USDC')!.address as Address
  const client = createPublicClient({ transport: http(base.rpcUrl) })
  const balanceOf = (account: Address) =>
    client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
  return { address: address.toLowerCase(), balanceOf }
}

/** Reads the order through the BFF until it is final (the devnet moves it every 100 ms). */
async function finalOrder(client: V1Client, orderId: string): Promise<V1Order> {
  let order: V1Order | null = null
  await expect
    .poll(
      async () => {
        order = await client.getOrderById(orderId)
        return order !== null && isFinalV1OrderStatus(order.status)
      },
      { timeout: 30_000, interval: 50 },
    )
    .toBe(true)
  return order!
}

describe('a v1 swap through the BFF, on the devnet', () => {
  it('native ETH on Arbitrum to USDC on Base: routes streamed, plan run, order filled on chain', async () => {
    const client = bffClient()
    const source = anvilWallet(42161, state.devnet.accounts[3]!.privateKey)
    const usdc = usdcOnBase()
    const usdcBefore = await usdc.balanceOf(source.address)
    const ethBefore = await source.client.getBalance({ address: source.address })
    const amount = parseEther('0.05')

    const quote = {
      request: {
        tradeType: 'EXACT_INPUT' as const,
        fromChainId: 42161,
        fromToken: state.devnet.v1.nativeToken,
        toChainId: 8453,
        toToken: usdc.address,
        amount,
        fromAddress: source.address.toLowerCase(),
      },
    }
    const routes = await streamRoutes({ client, quote })
    expect(routes.status).toBe('done')
    const best = routes.best!
    expect(best.routeId).toBe('Native')
    expect(best.oneClick).toBe(true)
    expect(best.amountIn).toBe(amount)

    const plan = await client.build({
      quoteId: best.quoteId,
      routeId: best.routeId,
      from: source.address.toLowerCase(),
    })
    const progress: TradeProgress[] = []
    const result = await runPlan({
      plan: planOfV1Deposit({
        client,
        plan,
        quoteId: best.quoteId,
        routeId: best.routeId,
        fromChainId: 42161,
        toChainId: 8453,
        address: source.address.toLowerCase(),
      }),
      wallet: source.wallet,
      ledger: createMemoryDepositLedger(),
      onProgress: (step) => progress.push(step),
    })
    expect(result).toMatchObject({ kind: 'submitted', recovered: false })
    if (result.kind !== 'submitted') throw new Error('not submitted')
    expect(source.switched).toEqual([42161])
    expect(progress.map((step) => step.step)).toEqual([
      'switching',
      'depositing',
      'deposit-sent',
      'submitting',
      'order-created',
    ])

    const order = await finalOrder(client, result.orderId)
    expect(order.status).toBe('filled')
    const usdcAfter = await usdc.balanceOf(source.address)
    expect(usdcAfter - usdcBefore).toBe(order.transactions.fill?.amount)
    expect(usdcAfter - usdcBefore).toBe(best.amountOut)
    const ethAfter = await source.client.getBalance({ address: source.address })
    // The amount and the relay fee went as the deposit's value; gas on top.
    expect(ethBefore - ethAfter).toBeGreaterThan(amount + state.devnet.chainHandles.relayFeeWei)
  }, 120_000)

  it('USDT on TRON to USDC on Base: the deposit address shown, the transfer made, its hash submitted', async () => {
    const client = bffClient()
    const usdc = usdcOnBase()
    const recipient = state.devnet.accounts[4]!.address
    const sender = state.devnet.tron.accounts[0]!.address
    const usdcBefore = await usdc.balanceOf(recipient)
    const quote = {
      request: {
        tradeType: 'EXACT_INPUT' as const,
        fromChainId: 728126428,
        fromToken: state.devnet.tron.tokens[0]!.address,
        toChainId: 8453,
        toToken: usdc.address,
        amount: 40_000_000n,
        fromAddress: sender,
        recipient: recipient.toLowerCase(),
      },
    }
    const best = (await streamRoutes({ client, quote })).best!
    expect(best.routeId).toBe('NativeUTXO')
    const plan = await client.build(v1BuildRequestFor({ route: best, quote: quote.request }))
    const common = {
      plan: planOfV1Deposit({
        client,
        plan,
        quoteId: best.quoteId,
        routeId: best.routeId,
        fromChainId: 728126428,
        toChainId: 8453,
        address: sender,
      }),
      wallet: noWallet,
      ledger: createMemoryDepositLedger(),
    }
    const shown = await runPlan(common)
    if (shown.kind !== 'transfer') throw new Error('expected transfer instructions')
    expect(shown).toMatchObject({ needsHash: true, transfer: { amount: 40_000_000n } })

    // The user sends it from their TRON wallet (the devnet's simulated ledger) and pastes the hash.
    const txId = await devControl().tronTransfer({
      from: sender,
      to: shown.transfer.depositAddress,
      amount: shown.transfer.amount,
    })
    const result = await runPlan({ ...common, transferTxHash: txId.replace(/^0x/, '') })
    if (result.kind !== 'submitted') throw new Error('not submitted')
    const order = await finalOrder(client, result.orderId)
    expect(order.status).toBe('filled')
    expect((await usdc.balanceOf(recipient)) - usdcBefore).toBe(best.amountOut)
  }, 120_000)
})
