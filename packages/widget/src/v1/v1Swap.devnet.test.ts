// @vitest-environment node
import { Writable } from 'node:stream'
import { createV1Client, isFinalV1OrderStatus, type V1Order } from '@ferry/order-api/v1'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// The widget does not depend on the BFF or the devnet: this one test reaches them by path.
import {
  type BffApp,
  bffConfigForDevnet,
  createApp,
  createJournal,
  type Journal,
  openSqlClient,
} from '../../../../apps/bff/src/index.js'
import { createLogger } from '../../../../apps/bff/src/logger.js'
import { type Devnet, startDevnet } from '../../../devnet/src/index.js'
import { createMemoryDepositLedger } from './depositLedger.js'
import { runV1Plan, type V1PlanProgress, type V1Wallet } from './runV1Plan.js'
import { streamRoutes } from './streamRoutes.js'

const state = {} as { devnet: Devnet; journal: Journal; bff: BffApp }

beforeAll(async () => {
  // One after the other: PGlite's start-up holds this thread long enough to time out the
  // devnet's deployment calls when both run at once.
  state.devnet = await startDevnet({ stepMs: 100 })
  state.journal = await createJournal(await openSqlClient({}))
  state.bff = createApp({
    config: bffConfigForDevnet(state.devnet, { allowedOrigins: ['https://dapp.example'] }),
    journal: state.journal,
    // Its request log is not this test's subject.
    logger: createLogger(new Writable({ write: (_chunk, _encoding, done) => done() })),
  })
}, 240_000)

afterAll(async () => {
  state.bff?.close()
  await state.journal?.close()
  await state.devnet?.stop()
})

/** A wallet on one anvil chain, given as wagmi-shaped functions the way the widget passes them. */
function anvilWallet(chainId: number, privateKey: `0x${string}`) {
  const chain = state.devnet.chains.find((entry) => entry.chainId === chainId)!
  const account = privateKeyToAccount(privateKey)
  const transport = http(chain.rpcUrl)
  const client = createPublicClient({ transport, pollingInterval: 20 })
  const signer = createWalletClient({ account, transport })
  const switched: number[] = []
  const wallet: V1Wallet = {
    async switchChain({ chainId: target }) {
      switched.push(target)
      if (target !== chainId) throw new Error(`this wallet is on chain ${chainId} only`)
    },
    sendTransaction: ({ chainId: _chainId, account: _account, ...tx }) =>
      signer.sendTransaction({ ...tx, chain: null }),
    waitForReceipt: ({ hash }) => client.waitForTransactionReceipt({ hash }),
  }
  return { wallet, client, address: account.address, switched }
}

describe('a v1 swap through the BFF, on the devnet', () => {
  it('native ETH on Arbitrum to USDC on Base: routes streamed, plan run, order filled on chain', async () => {
    // The BFF in-process, reached as the widget reaches it: `${bff}/api`.
    const client = createV1Client({
      baseUrl: 'http://bff.test/api',
      fetch: async (input, init) => state.bff.app.request(input as Request, init),
    })
    const user = state.devnet.accounts[3]!
    const source = anvilWallet(42161, user.privateKey)
    const base = state.devnet.chains.find((chain) => chain.chainId === 8453)!
    const usdcBase = base.tokens.find((token) => token.symbol === 'USDC')!.address as Address
    const baseClient = createPublicClient({ transport: http(base.rpcUrl) })
    const usdcBefore = await baseClient.readContract({
      address: usdcBase,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [source.address],
    })
    const ethBefore = await source.client.getBalance({ address: source.address })
    const amount = parseEther('0.05')

    const quote = {
      request: {
        tradeType: 'EXACT_INPUT' as const,
        fromChainId: 42161,
        fromToken: state.devnet.v1.nativeToken,
        toChainId: 8453,
        toToken: usdcBase.toLowerCase(),
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
    const progress: V1PlanProgress[] = []
    const result = await runV1Plan({
      client,
      plan,
      quoteId: best.quoteId,
      routeId: best.routeId,
      fromChainId: 42161,
      toChainId: 8453,
      address: source.address.toLowerCase(),
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

    let order: V1Order | null = null
    for (let polls = 0; polls < 600; polls++) {
      order = await client.getOrderById(result.orderId)
      if (order && isFinalV1OrderStatus(order.status)) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(order?.status).toBe('filled')
    const usdcAfter = await baseClient.readContract({
      address: usdcBase,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [source.address],
    })
    expect(usdcAfter - usdcBefore).toBe(order?.transactions.fill?.amount)
    expect(usdcAfter - usdcBefore).toBe(best.amountOut)
    const ethAfter = await source.client.getBalance({ address: source.address })
    // The amount and the relay fee went as the deposit's value; gas on top.
    expect(ethBefore - ethAfter).toBeGreaterThan(amount + state.devnet.chainHandles.relayFeeWei)
  }, 120_000)
})
