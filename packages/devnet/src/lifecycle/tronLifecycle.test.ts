import { TRON_CHAIN_ID } from '@ferry/order-api'
import { expect, test } from 'vitest'
import { tokenOf, userOn, waitForOrder } from '../../test/devnetHarness.js'
import { okQuote, useServiceDevnet } from '../../test/serviceDevnet.js'
import { TRON_USDT } from '../tron/tronUsdt.js'

// Orders from and to the simulated TRON ledger, through the same engine as the EVM ones.
const net = useServiceDevnet({ stepMs: 100, orderTtlSeconds: 600 })
const quoteOf = (query: Record<string, string | number>) => okQuote(net.api, query)
const usdcEth = () => tokenOf(net.devnet, 1, 'USDC')
const usdcBase = () => tokenOf(net.devnet, 8453, 'USDC')

test('TRON source: a wrong amount bounces, the exact amount moves the order to a payout on Base', async () => {
  const tronUser = net.devnet.tron.accounts[0]!.address
  const evmUser = net.devnet.accounts[0]!
  const quote = await quoteOf({
    fromChainId: TRON_CHAIN_ID,
    from: TRON_USDT,
    toChainId: 8453,
    to: usdcBase(),
    srcAmount: '25000000',
  })
  const build = (
    await net.api('/v2/build', {
      body: { ...quote.build, depositor: evmUser.address, refundAddr: tronUser },
    })
  ).body
  const balance = () => net.dev.tronBalance(tronUser)
  const start = await balance()
  await net.dev.tronTransfer({ from: tronUser, to: build.depositAddress, amount: 24_000_000n })
  const base = userOn(net.devnet, 8453, evmUser.privateKey)
  const baseBefore = await base.balanceOf(usdcBase())
  await net.dev.tronTransfer({
    from: tronUser,
    to: build.depositAddress,
    amount: BigInt(build.expectedAmount),
  })
  const order = await waitForOrder(net.api, build.orderId, (o) => o.state === 'delivered')
  expect(await balance()).toBe(start - 25_000_000n)
  expect(order.depositAddress).toBe(build.depositAddress)
  expect(await base.balanceOf(usdcBase())).toBe(baseBefore + BigInt(order.deliver.payout.amount))
})

test('TRON destination: the payout credits the TRON recipient', async () => {
  const recipient = net.devnet.tron.accounts[1]!.address
  const before = await net.dev.tronBalance(recipient)
  const account = net.devnet.accounts[1]!
  const user = userOn(net.devnet, 1, account.privateKey)
  const quote = await quoteOf({
    fromChainId: 1,
    from: usdcEth(),
    toChainId: TRON_CHAIN_ID,
    to: TRON_USDT,
    srcAmount: '30000000',
  })
  const build = (
    await net.api('/v2/build', {
      body: { ...quote.build, depositor: account.address, payoutAddr: recipient },
    })
  ).body
  for (const approval of build.approveTxs ?? []) await user.send(approval)
  await user.send(build.depositTx)
  const order = await waitForOrder(net.api, build.orderId, (o) => o.state === 'delivered')
  expect(order.payoutAddr).toBe(recipient)
  expect(await net.dev.tronBalance(recipient)).toBe(before + BigInt(order.deliver.payout.amount))
})
