import { cancelRequestBody, cancelTypedData, randomCancelNonce } from '@ferry/order-api'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { tokenOf, userOn, waitForOrder } from '../../test/devnetHarness.js'
import { okQuote, useServiceDevnet } from '../../test/serviceDevnet.js'
import type { SetScenarioParameters } from '../devControl/createDevControl.js'

const net = useServiceDevnet({ stepMs: 100, orderTtlSeconds: 600 })
const quoteOf = (query: Record<string, string | number>) => okQuote(net.api, query)

/** Quote, build, approve and deposit from Ethereum USDC to Base USDC, as a wallet would. */
async function swapEthereumToBase(parameters: {
  userIndex: number
  amount: bigint
  scenario?: Omit<SetScenarioParameters, 'depositor' | 'orderId'>
}) {
  const account = net.devnet.accounts[parameters.userIndex]!
  const user = userOn(net.devnet, 1, account.privateKey)
  if (parameters.scenario)
    await net.dev.setScenario({ depositor: account.address, ...parameters.scenario })
  const quote = await quoteOf({
    fromChainId: 1,
    from: tokenOf(net.devnet, 1, 'USDC'),
    toChainId: 8453,
    to: tokenOf(net.devnet, 8453, 'USDC'),
    srcAmount: String(parameters.amount),
  })
  const build = (
    await net.api('/v2/build', { body: { ...quote.build, depositor: account.address } })
  ).body
  for (const approval of build.approveTxs ?? []) await user.send(approval)
  const depositTx = await user.send(build.depositTx)
  return {
    account,
    user,
    quote,
    build,
    depositTx,
    base: userOn(net.devnet, 8453, account.privateKey),
  }
}

const usdcEth = () => tokenOf(net.devnet, 1, 'USDC')
const usdcBase = () => tokenOf(net.devnet, 8453, 'USDC')
const flatFee = 325_000n

test('full fill: deposit seen, published, settled and paid out on the destination chain', async () => {
  const amount = 100_000_000n
  const before = await userOn(net.devnet, 8453, net.devnet.accounts[0]!.privateKey).balanceOf(
    usdcBase(),
  )
  const ethBefore = await userOn(net.devnet, 1, net.devnet.accounts[0]!.privateKey).balanceOf(
    usdcEth(),
  )
  const { build, depositTx, base, user } = await swapEthereumToBase({
    userIndex: 0,
    amount,
    scenario: { scenario: 'full' },
  })
  expect(await user.balanceOf(usdcEth())).toBe(ethBefore - amount)
  const order = await waitForOrder(net.api, build.orderId, (o) => o.state === 'delivered')
  expect(order.deposit.tx).toBe(depositTx)
  expect(order.traces.rootIntentId).toMatch(/^0x[0-9a-f]{64}$/)
  expect(order.traces.chainObservations.map((o: { intentState: string }) => o.intentState)).toEqual(
    ['Published', 'Filled', 'Withdrawn'],
  )
  expect(order.deliver.refund).toBeNull()
  const paid = BigInt(order.deliver.payout.amount)
  expect(await base.balanceOf(usdcBase())).toBe(before + paid)
  expect(order.traces.withdraw.settledOutcome).toBe(String(paid))
})

test('partial fill: 60% paid at the quoted rate, the unfilled rest refunded on the source chain', async () => {
  const amount = 50_000_000n
  const { build, quote, base, user } = await swapEthereumToBase({
    userIndex: 1,
    amount,
    scenario: { scenario: 'partial', fillRatioBps: 6000 },
  })
  const baseBefore = await base.balanceOf(usdcBase())
  const ethAfterDeposit = await user.balanceOf(usdcEth())
  const order = await waitForOrder(net.api, build.orderId, (o) => o.state === 'delivered')
  const remainder = amount - flatFee
  const filled = (remainder * 6000n) / 10_000n
  expect(BigInt(order.deliver.refund.amount)).toBe(remainder - filled)
  expect(BigInt(order.deliver.payout.amount)).toBeLessThan(BigInt(quote.receive.amount))
  expect(await user.balanceOf(usdcEth())).toBe(ethAfterDeposit + remainder - filled)
  expect(await base.balanceOf(usdcBase())).toBe(baseBefore + BigInt(order.deliver.payout.amount))
  expect(
    order.traces.chainObservations.map((o: { intentState: string }) => o.intentState),
  ).toContain('PartiallyFilled')
})

test('no fill: the order waits, and at the deadline the deposit less the flat fee is refunded', async () => {
  const amount = 30_000_000n
  const { build, user } = await swapEthereumToBase({
    userIndex: 2,
    amount,
    scenario: { scenario: 'none' },
  })
  await waitForOrder(net.api, build.orderId, (o) => o.state === 'published')
  const afterDeposit = await user.balanceOf(usdcEth())
  const order = await net.dev.withClockAdvanced(601, () =>
    waitForOrder(net.api, build.orderId, (o) => o.state === 'delivered'),
  )
  expect(order.deliver.payout).toBeNull()
  expect(BigInt(order.deliver.refund.amount)).toBe(amount - flatFee)
  expect(await user.balanceOf(usdcEth())).toBe(afterDeposit + amount - flatFee)
})

test('delivery failure: settled on the hub, then delivery_failed with detail', async () => {
  const { build } = await swapEthereumToBase({
    userIndex: 3,
    amount: 20_000_000n,
    scenario: { scenario: 'delivery_failure' },
  })
  const order = await waitForOrder(net.api, build.orderId, (o) => o.state === 'delivery_failed')
  expect(order.deliveryFailed).toMatchObject({ leg: 'payout', chainId: 8453 })
  expect(order.deliver).toBeNull()
  expect(order.traces.withdraw).not.toBeNull()
})

test('cancel: the depositor signs a fresh nonce; a signature by anyone else is rejected; the order settles with a refund; a settled order cannot be cancelled', async () => {
  const amount = 40_000_000n
  const { build, user, account } = await swapEthereumToBase({
    userIndex: 4,
    amount,
    scenario: { scenario: 'slow' },
  })
  const published = await waitForOrder(net.api, build.orderId, (o) => o.state === 'published')
  const signer = privateKeyToAccount(account.privateKey)
  const sign = async (nonce: bigint, key: Hex = account.privateKey) =>
    privateKeyToAccount(key).signTypedData(
      cancelTypedData({
        domain: net.devnet.cancelDomain,
        nonce,
        rootIntentId: published.traces.rootIntentId,
      }),
    )
  const stranger = await net.api(`/v2/orders/${build.orderId}/cancel`, {
    body: cancelRequestBody({
      nonce: 7n,
      rootIntentId: published.traces.rootIntentId,
      signature: await sign(7n, net.devnet.accounts[5]!.privateKey),
    }),
  })
  expect(stranger.status).toBe(502)
  expect(stranger.body.error).toMatch(/neither depositor nor delegate/)
  const wrongRoot = await net.api(`/v2/orders/${build.orderId}/cancel`, {
    body: cancelRequestBody({
      nonce: 8n,
      rootIntentId: `0x${'01'.repeat(32)}`,
      signature: await sign(8n),
    }),
  })
  expect(wrongRoot.status).toBe(400)
  const nonce = randomCancelNonce()
  const body = cancelRequestBody({
    nonce,
    rootIntentId: published.traces.rootIntentId,
    signature: await sign(nonce),
  })
  const accepted = await net.api(`/v2/orders/${build.orderId}/cancel`, { body })
  expect(accepted.status).toBe(200)
  expect(accepted.body.relaySubmissionId).toMatch(/^0x[0-9a-f]{64}$/)
  expect(signer.address).toBe(account.address)
  const afterDeposit = await user.balanceOf(usdcEth())
  const order = await waitForOrder(net.api, build.orderId, (o) => o.state === 'delivered')
  expect(BigInt(order.deliver.refund.amount)).toBe(amount - flatFee)
  expect(await user.balanceOf(usdcEth())).toBe(afterDeposit + amount - flatFee)
  const again = await net.api(`/v2/orders/${build.orderId}/cancel`, { body })
  expect(again.status).toBe(409)
})

test('a deposit sent from another account creates no order and leaves the order pending', async () => {
  const owner = net.devnet.accounts[5]!
  const quote = await quoteOf({
    fromChainId: 1,
    from: usdcEth(),
    toChainId: 8453,
    to: usdcBase(),
    srcAmount: '10000000',
  })
  const build = (await net.api('/v2/build', { body: { ...quote.build, depositor: owner.address } }))
    .body
  const other = userOn(net.devnet, 1, net.devnet.accounts[0]!.privateKey)
  const { encodeFunctionData } = await import('viem')
  const { stableTokenAbi } = await import('../chains/abis.js')
  await other.send({
    to: usdcEth(),
    value: '0',
    data: encodeFunctionData({
      abi: stableTokenAbi,
      functionName: 'approve',
      args: [net.devnet.chains[0]!.depositContract, 10_000_000n],
    }),
  })
  await other.send(build.depositTx)
  // A later order of the same owner goes all the way, so the engine has seen the stray deposit.
  const { build: later } = await swapEthereumToBase({
    userIndex: 5,
    amount: 10_000_000n,
    scenario: { scenario: 'full' },
  })
  await waitForOrder(net.api, later.orderId, (o) => o.state === 'delivered')
  expect((await net.api(`/v2/orders/${build.orderId}`, { key: null })).body).toMatchObject({
    state: 'pending_deposit',
    deposit: null,
  })
})

test('an order whose deposit never arrives is counted abandoned after its deadline', async () => {
  const quote = await quoteOf({
    fromChainId: 1,
    from: usdcEth(),
    toChainId: 8453,
    to: usdcBase(),
    srcAmount: '10000000',
  })
  await net.api('/v2/build', {
    body: { ...quote.build, depositor: net.devnet.accounts[2]!.address },
  })
  const before = (await net.api('/v2/health', { key: null })).body.counts
  const after = await net.dev.withClockAdvanced(
    601,
    async () => (await net.api('/v2/health', { key: null })).body.counts,
  )
  expect(after.abandoned).toBeGreaterThan(before.abandoned)
  expect(after.pending).toBeLessThan(before.pending)
})

test('a settled order whose delivery is never recorded counts as undelivered after 12 hours, inside withdrawn', async () => {
  const { build } = await swapEthereumToBase({
    userIndex: 3,
    amount: 15_000_000n,
    scenario: { scenario: 'stalled_delivery' },
  })
  await waitForOrder(net.api, build.orderId, (o) => o.state === 'withdrawn_on_hub')
  const before = (await net.api('/v2/health', { key: null })).body.counts
  expect(before.withdrawn).toBeGreaterThanOrEqual(1)
  const after = await net.dev.withClockAdvanced(
    12 * 3600,
    async () => (await net.api('/v2/health', { key: null })).body.counts,
  )
  expect(after.undelivered).toBe(before.undelivered + 1)
  expect(after.withdrawn).toBe(before.withdrawn)
})

test('a reused cancel nonce is rejected while the order is open', async () => {
  const first = await swapEthereumToBase({
    userIndex: 4,
    amount: 12_000_000n,
    scenario: { scenario: 'slow' },
  })
  const second = await swapEthereumToBase({
    userIndex: 4,
    amount: 13_000_000n,
    scenario: { scenario: 'slow' },
  })
  const [a, b] = await Promise.all(
    [first, second].map(({ build }) =>
      waitForOrder(net.api, build.orderId, (o) => o.state === 'published'),
    ),
  )
  const key = net.devnet.accounts[4]!.privateKey
  const nonce = randomCancelNonce()
  const sign = (rootIntentId: Hex) =>
    privateKeyToAccount(key).signTypedData(
      cancelTypedData({ domain: net.devnet.cancelDomain, nonce, rootIntentId }),
    )
  const ok = await net.api(`/v2/orders/${a.orderId}/cancel`, {
    body: cancelRequestBody({
      nonce,
      rootIntentId: a.traces.rootIntentId,
      signature: await sign(a.traces.rootIntentId),
    }),
  })
  expect(ok.status).toBe(200)
  const reused = await net.api(`/v2/orders/${b.orderId}/cancel`, {
    body: cancelRequestBody({
      nonce,
      rootIntentId: b.traces.rootIntentId,
      signature: await sign(b.traces.rootIntentId),
    }),
  })
  expect(reused.status).toBe(502)
  expect(reused.body.error).toBe('Cancel rejected: nonce already used')
  expect((await net.api(`/v2/orders/${b.orderId}`, { key: null })).body.state).toBe('published')
})
