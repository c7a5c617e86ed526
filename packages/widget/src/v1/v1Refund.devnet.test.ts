// @vitest-environment node
import { createDevControl } from '@ferry/devnet'
import type { V1Order } from '@ferry/order-api/v1'
import { parseEther } from 'viem'
import { expect, test, vi } from 'vitest'
import { setupDevnetBff } from '../../test/devnetBff.js'
import { anvilWallet } from '../../test/trade/anvilWallet.js'
import { v1Client } from '../query/v1Client.js'
import { createMemoryDepositLedger } from '../trade/depositLedger.js'
import { runPlan } from '../trade/runPlan.js'
import { followV1Order } from './followV1Order.js'
import { planOfV1Deposit } from './planOfV1Deposit.js'
import { streamRoutes } from './streamRoutes.js'
import { describeV1Order } from './v1OrderStatus.js'

// The BFF in-process, reached as the widget reaches it (through the global fetch).
const bffUrl = 'http://bff-refund.test'
const state = setupDevnetBff({ bffUrl })

test('a v1 order no filler takes reads as a refund on its way, then refunded, and the refund lands on chain', async () => {
  const devControl = createDevControl({ serviceUrl: state.devnet.serviceUrl })
  const chain = state.devnet.chains.find((entry) => entry.chainId === 42161)!
  const source = anvilWallet({
    chainId: 42161,
    rpcUrl: chain.rpcUrl,
    privateKey: state.devnet.accounts[5]!.privateKey,
  })
  const { wallet, client } = source
  const account = { address: source.address }
  const address = account.address.toLowerCase()
  const v1 = v1Client(bffUrl)
  const usdcBase = state.devnet.chains
    .find((entry) => entry.chainId === 8453)!
    .tokens.find((token) => token.symbol === 'USDC')!
    .address.toLowerCase()

  // No filler takes this depositor's next order: at its deadline the deposit goes back.
  await devControl.setScenario({ scenario: 'none', depositor: address })
  const amount = parseEther('0.05')
  const routes = await streamRoutes({
    client: v1,
    quote: {
      request: {
        tradeType: 'EXACT_INPUT',
        fromChainId: 42161,
        fromToken: state.devnet.v1.nativeToken,
        toChainId: 8453,
        toToken: usdcBase,
        amount,
        fromAddress: address,
      },
    },
  })
  const best = routes.best!
  expect(best.routeId).toBe('Native')
  const plan = await v1.build({ quoteId: best.quoteId, routeId: best.routeId, from: address })
  const result = await runPlan({
    plan: planOfV1Deposit({
      client: v1,
      plan,
      quoteId: best.quoteId,
      routeId: best.routeId,
      fromChainId: 42161,
      toChainId: 8453,
      address,
    }),
    wallet,
    ledger: createMemoryDepositLedger(),
  })
  if (result.kind !== 'submitted') throw new Error('not submitted')
  // The account sends nothing more: whatever its balance gains from here is the refund.
  const afterDeposit = await client.getBalance({ address: account.address })

  const seen: V1Order[] = []
  const stop = followV1Order({
    bffUrl,
    orderId: result.orderId,
    pollIntervalMs: 25,
    EventSource: undefined,
    onOrder: (order) => seen.push(order),
    onUnknown: () => {},
  })
  try {
    await vi.waitFor(() => expect(seen.at(-1)?.status).toBe('published'), {
      timeout: 30_000,
      interval: 25,
    })
    // Past the order's deadline: the intent expires and the refund starts.
    const refunded = await devControl.withClockAdvanced(
      Math.ceil(best.validBefore - Date.now() / 1000) + 120,
      () =>
        vi.waitFor(
          () => {
            expect(seen.at(-1)?.status).toBe('refunded')
            return seen.at(-1)!
          },
          { timeout: 60_000, interval: 25 },
        ),
    )
    const statuses = [...new Set(seen.map((order) => order.status))]
    expect(statuses.slice(-2)).toEqual(['refund_pending', 'refunded'])
    expect(statuses).not.toContain('failed')
    // Both read as a refund (never a failure); only `refunded` ends the following.
    const pending = seen.find((order) => order.status === 'refund_pending')!
    expect(describeV1Order({ order: pending, chains: [], nowMs: Date.now() })).toMatchObject({
      tone: 'refund',
      final: false,
    })
    expect(describeV1Order({ order: refunded, chains: [], nowMs: Date.now() })).toMatchObject({
      tone: 'refund',
      final: true,
    })

    const refund = refunded.transactions.refund!
    expect(refund.chainId).toBe(42161)
    expect(refund.amount).toBeGreaterThan(0n)
    expect(refund.amount).toBeLessThanOrEqual(amount)
    const receipt = await client.getTransactionReceipt({ hash: refund.txHash as `0x${string}` })
    expect(receipt.status).toBe('success')
    const afterRefund = await client.getBalance({ address: account.address })
    expect(afterRefund - afterDeposit).toBe(refund.amount)
  } finally {
    stop()
  }
}, 180_000)
