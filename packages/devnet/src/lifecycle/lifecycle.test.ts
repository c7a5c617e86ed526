import {
  cancelRequestBody,
  cancelTypedData,
  randomCancelNonce,
  TRON_CHAIN_ID,
} from '@ferry/order-api'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { apiOf, tokenOf, userOn, waitForOrder } from '../../test/devnetHarness.js'
import { type Devnet, startDevnet } from '../startDevnet.js'
import { TRON_USDT } from '../tron/tronUsdt.js'

let devnet: Devnet
let api: ReturnType<typeof apiOf>
beforeAll(async () => {
  devnet = await startDevnet({ stepMs: 100, orderTtlSeconds: 600 })
  api = apiOf(devnet)
})
afterAll(async () => {
  await devnet?.stop()
})

const quoteOf = async (query: Record<string, string | number>) => {
  const response = await api(
    `/v2/quote?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  )
  expect(response.status).toBe(200)
  return response.body
}

/** Quote, build, approve and deposit from Ethereum USDC to Base USDC, as a wallet would. */
async function swapEthereumToBase(parameters: {
  userIndex: number
  amount: bigint
  scenario?: Record<string, unknown>
}) {
  const account = devnet.accounts[parameters.userIndex]!
  const user = userOn(devnet, 1, account.privateKey)
  if (parameters.scenario)
    await api('/dev/scenario', { body: { depositor: account.address, ...parameters.scenario } })
  const quote = await quoteOf({
    fromChainId: 1,
    from: tokenOf(devnet, 1, 'USDC'),
    toChainId: 8453,
    to: tokenOf(devnet, 8453, 'USDC'),
    srcAmount: String(parameters.amount),
  })
  const build = (await api('/v2/build', { body: { ...quote.build, depositor: account.address } }))
    .body
  for (const approval of build.approveTxs ?? []) await user.send(approval)
  const depositTx = await user.send(build.depositTx)
  return { account, user, quote, build, depositTx, base: userOn(devnet, 8453, account.privateKey) }
}

const usdcEth = () => tokenOf(devnet, 1, 'USDC')
const usdcBase = () => tokenOf(devnet, 8453, 'USDC')
const flatFee = 325_000n

test('full fill: deposit seen, published, settled and paid out on the destination chain', async () => {
  const amount = 100_000_000n
  const before = await userOn(devnet, 8453, devnet.accounts[0]!.privateKey).balanceOf(usdcBase())
  const ethBefore = await userOn(devnet, 1, devnet.accounts[0]!.privateKey).balanceOf(usdcEth())
  const { build, depositTx, base, user } = await swapEthereumToBase({
    userIndex: 0,
    amount,
    scenario: { scenario: 'full' },
  })
  expect(await user.balanceOf(usdcEth())).toBe(ethBefore - amount)
  const order = await waitForOrder(api, build.orderId, (o) => o.state === 'delivered')
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
  const order = await waitForOrder(api, build.orderId, (o) => o.state === 'delivered')
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
  await waitForOrder(api, build.orderId, (o) => o.state === 'published')
  const afterDeposit = await user.balanceOf(usdcEth())
  await api('/dev/clock', { body: { advanceSeconds: 601 } })
  const order = await waitForOrder(api, build.orderId, (o) => o.state === 'delivered')
  expect(order.deliver.payout).toBeNull()
  expect(BigInt(order.deliver.refund.amount)).toBe(amount - flatFee)
  expect(await user.balanceOf(usdcEth())).toBe(afterDeposit + amount - flatFee)
  await api('/dev/clock', { body: { advanceSeconds: -601 } })
})

test('delivery failure: settled on the hub, then delivery_failed with detail', async () => {
  const { build } = await swapEthereumToBase({
    userIndex: 3,
    amount: 20_000_000n,
    scenario: { scenario: 'delivery_failure' },
  })
  const order = await waitForOrder(api, build.orderId, (o) => o.state === 'delivery_failed')
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
  const published = await waitForOrder(api, build.orderId, (o) => o.state === 'published')
  const signer = privateKeyToAccount(account.privateKey)
  const sign = async (nonce: bigint, key: Hex = account.privateKey) =>
    privateKeyToAccount(key).signTypedData(
      cancelTypedData({
        domain: devnet.cancelDomain,
        nonce,
        rootIntentId: published.traces.rootIntentId,
      }),
    )
  const stranger = await api(`/v2/orders/${build.orderId}/cancel`, {
    body: cancelRequestBody({
      nonce: 7n,
      rootIntentId: published.traces.rootIntentId,
      signature: await sign(7n, devnet.accounts[5]!.privateKey),
    }),
  })
  expect(stranger.status).toBe(502)
  expect(stranger.body.error).toMatch(/neither depositor nor delegate/)
  const wrongRoot = await api(`/v2/orders/${build.orderId}/cancel`, {
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
  const accepted = await api(`/v2/orders/${build.orderId}/cancel`, { body })
  expect(accepted.status).toBe(200)
  expect(accepted.body.relaySubmissionId).toMatch(/^0x[0-9a-f]{64}$/)
  expect(signer.address).toBe(account.address)
  const afterDeposit = await user.balanceOf(usdcEth())
  const order = await waitForOrder(api, build.orderId, (o) => o.state === 'delivered')
  expect(BigInt(order.deliver.refund.amount)).toBe(amount - flatFee)
  expect(await user.balanceOf(usdcEth())).toBe(afterDeposit + amount - flatFee)
  const again = await api(`/v2/orders/${build.orderId}/cancel`, { body })
  expect(again.status).toBe(409)
})

test('a deposit sent from another account creates no order and leaves the order pending', async () => {
  const owner = devnet.accounts[5]!
  const quote = await quoteOf({
    fromChainId: 1,
    from: usdcEth(),
    toChainId: 8453,
    to: usdcBase(),
    srcAmount: '10000000',
  })
  const build = (await api('/v2/build', { body: { ...quote.build, depositor: owner.address } }))
    .body
  const other = userOn(devnet, 1, devnet.accounts[0]!.privateKey)
  const { encodeFunctionData } = await import('viem')
  const { stableTokenAbi } = await import('../chains/abis.js')
  await other.send({
    to: usdcEth(),
    value: '0',
    data: encodeFunctionData({
      abi: stableTokenAbi,
      functionName: 'approve',
      args: [devnet.chains[0]!.depositContract, 10_000_000n],
    }),
  })
  await other.send(build.depositTx)
  // A later order of the same owner goes all the way, so the engine has seen the stray deposit.
  const { build: later } = await swapEthereumToBase({
    userIndex: 5,
    amount: 10_000_000n,
    scenario: { scenario: 'full' },
  })
  await waitForOrder(api, later.orderId, (o) => o.state === 'delivered')
  expect((await api(`/v2/orders/${build.orderId}`, { key: null })).body).toMatchObject({
    state: 'pending_deposit',
    deposit: null,
  })
})

test('TRON source: a wrong amount bounces, the exact amount moves the order to a payout on Base', async () => {
  const tronUser = devnet.tron.accounts[0]!.address
  const evmUser = devnet.accounts[0]!
  const quote = await quoteOf({
    fromChainId: TRON_CHAIN_ID,
    from: TRON_USDT,
    toChainId: 8453,
    to: usdcBase(),
    srcAmount: '25000000',
  })
  const build = (
    await api('/v2/build', {
      body: { ...quote.build, depositor: evmUser.address, refundAddr: tronUser },
    })
  ).body
  const balance = async () => BigInt((await api(`/dev/tron/balance/${tronUser}`)).body.balance)
  const start = await balance()
  await api('/dev/tron/transfer', {
    body: { from: tronUser, to: build.depositAddress, amount: '24000000' },
  })
  const base = userOn(devnet, 8453, evmUser.privateKey)
  const baseBefore = await base.balanceOf(usdcBase())
  await api('/dev/tron/transfer', {
    body: { from: tronUser, to: build.depositAddress, amount: build.expectedAmount },
  })
  const order = await waitForOrder(api, build.orderId, (o) => o.state === 'delivered')
  expect(await balance()).toBe(start - 25_000_000n)
  expect(order.depositAddress).toBe(build.depositAddress)
  expect(await base.balanceOf(usdcBase())).toBe(baseBefore + BigInt(order.deliver.payout.amount))
})

test('TRON destination: the payout credits the TRON recipient', async () => {
  const recipient = devnet.tron.accounts[1]!.address
  const before = BigInt((await api(`/dev/tron/balance/${recipient}`)).body.balance)
  const account = devnet.accounts[1]!
  const user = userOn(devnet, 1, account.privateKey)
  const quote = await quoteOf({
    fromChainId: 1,
    from: usdcEth(),
    toChainId: TRON_CHAIN_ID,
    to: TRON_USDT,
    srcAmount: '30000000',
  })
  const build = (
    await api('/v2/build', {
      body: { ...quote.build, depositor: account.address, payoutAddr: recipient },
    })
  ).body
  for (const approval of build.approveTxs ?? []) await user.send(approval)
  await user.send(build.depositTx)
  const order = await waitForOrder(api, build.orderId, (o) => o.state === 'delivered')
  expect(order.payoutAddr).toBe(recipient)
  expect(BigInt((await api(`/dev/tron/balance/${recipient}`)).body.balance)).toBe(
    before + BigInt(order.deliver.payout.amount),
  )
})

test('an order whose deposit never arrives is counted abandoned after its deadline', async () => {
  const quote = await quoteOf({
    fromChainId: 1,
    from: usdcEth(),
    toChainId: 8453,
    to: usdcBase(),
    srcAmount: '10000000',
  })
  await api('/v2/build', { body: { ...quote.build, depositor: devnet.accounts[2]!.address } })
  const before = (await api('/v2/health', { key: null })).body.counts
  await api('/dev/clock', { body: { advanceSeconds: 601 } })
  const after = (await api('/v2/health', { key: null })).body.counts
  await api('/dev/clock', { body: { advanceSeconds: -601 } })
  expect(after.abandoned).toBeGreaterThan(before.abandoned)
  expect(after.pending).toBeLessThan(before.pending)
})

test('a settled order whose delivery is never recorded counts as undelivered after 12 hours, inside withdrawn', async () => {
  const { build } = await swapEthereumToBase({
    userIndex: 3,
    amount: 15_000_000n,
    scenario: { scenario: 'stalled_delivery' },
  })
  await waitForOrder(api, build.orderId, (o) => o.state === 'withdrawn_on_hub')
  const before = (await api('/v2/health', { key: null })).body.counts
  expect(before.withdrawn).toBeGreaterThanOrEqual(1)
  await api('/dev/clock', { body: { advanceSeconds: 12 * 3600 } })
  const after = (await api('/v2/health', { key: null })).body.counts
  await api('/dev/clock', { body: { advanceSeconds: -12 * 3600 } })
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
      waitForOrder(api, build.orderId, (o) => o.state === 'published'),
    ),
  )
  const key = devnet.accounts[4]!.privateKey
  const nonce = randomCancelNonce()
  const sign = (rootIntentId: Hex) =>
    privateKeyToAccount(key).signTypedData(
      cancelTypedData({ domain: devnet.cancelDomain, nonce, rootIntentId }),
    )
  const ok = await api(`/v2/orders/${a.orderId}/cancel`, {
    body: cancelRequestBody({
      nonce,
      rootIntentId: a.traces.rootIntentId,
      signature: await sign(a.traces.rootIntentId),
    }),
  })
  expect(ok.status).toBe(200)
  const reused = await api(`/v2/orders/${b.orderId}/cancel`, {
    body: cancelRequestBody({
      nonce,
      rootIntentId: b.traces.rootIntentId,
      signature: await sign(b.traces.rootIntentId),
    }),
  })
  expect(reused.status).toBe(502)
  expect(reused.body.error).toBe('Cancel rejected: nonce already used')
  expect((await api(`/v2/orders/${b.orderId}`, { key: null })).body.state).toBe('published')
})
