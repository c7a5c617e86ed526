import { TRON_CHAIN_ID } from '@ferry/order-api'
import { expect, test } from 'vitest'
import { tokenOf, waitForOrder } from '../../test/devnetHarness.js'
import { okQuote, useServiceDevnet } from '../../test/serviceDevnet.js'
import { tronTestWallet } from '../tron/tronTestWallet.js'
import { TRON_USDT } from '../tron/tronUsdt.js'

// Deposits sent as signed TRON transactions through the node's TronGrid API, as a wallet sends
// them: the stand-in sees them on the same ledger, confirms, pays out or refunds to TRON.
const net = useServiceDevnet({ stepMs: 100, orderTtlSeconds: 600 })

async function tronOrder(amount: string, refundAddr: string) {
  const quote = await okQuote(net.api, {
    fromChainId: TRON_CHAIN_ID,
    from: TRON_USDT,
    toChainId: 8453,
    to: tokenOf(net.devnet, 8453, 'USDC'),
    srcAmount: amount,
  })
  const built = await net.api('/v2/build', {
    body: { ...quote.build, depositor: net.devnet.accounts[0]!.address, refundAddr },
  })
  return built.body
}

test('a deposit signed in a TRON wallet is detected by its txID and delivered', async () => {
  const account = net.devnet.tron.accounts[0]!
  const wallet = tronTestWallet({
    fullHost: net.devnet.tron.fullHost,
    privateKey: account.privateKey,
  })
  expect(wallet.address).toBe(account.address)
  const build = await tronOrder('21000000', account.address)
  const before = await net.dev.tronBalance(account.address)
  const txId = await wallet.sendUsdt({
    token: TRON_USDT,
    to: build.depositAddress,
    amount: BigInt(build.expectedAmount),
  })
  expect(txId).toMatch(/^[0-9a-f]{64}$/)
  const order = await waitForOrder(net.api, build.orderId, (o) => o.state === 'delivered')
  expect(order.deposit?.tx).toBe(txId)
  expect(await net.dev.tronBalance(account.address)).toBe(before - BigInt(build.expectedAmount))
})

test('a wrong amount sent from a wallet goes back to it on TRON', async () => {
  const account = net.devnet.tron.accounts[1]!
  const wallet = tronTestWallet({
    fullHost: net.devnet.tron.fullHost,
    privateKey: account.privateKey,
  })
  const build = await tronOrder('22000000', account.address)
  const before = await net.dev.tronBalance(account.address)
  await wallet.sendUsdt({ token: TRON_USDT, to: build.depositAddress, amount: 1_000_000n })
  await expect.poll(() => net.dev.tronBalance(account.address)).toBe(before)
})
