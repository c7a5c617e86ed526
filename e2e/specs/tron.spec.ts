import { TRON_CHAIN_ID } from '@ferry/order-api'
import { expect, expectAccessible, test, tokenBalance, tokenValue } from '../fixtures.js'
import { shootScreen } from '../screens.js'

test('TRON source: the deposit screen names the address and exact amount; a transfer there is swapped to Base', async ({
  swapPage,
  stack,
  page,
}, testInfo) => {
  const user = stack.accounts[4]!
  const tronUser = stack.tron.accounts[0]!.address
  await swapPage.prepare({
    address: user.address,
    from: `${TRON_CHAIN_ID}:${stack.tron.tokens[0]!.address}`,
    to: tokenValue(stack, 8453, 'USDC'),
    amount: '25',
  })
  await swapPage.refundAddress.fill(tronUser)
  await expect(swapPage.quotedReceive).toContainText('USDC')
  await swapPage.swap.click()

  const address = swapPage.tronDepositAddress
  await expect(address).toBeVisible({ timeout: 30_000 })
  await expect(swapPage.tronExpectedAmount).toHaveText('25 USDT')
  await expect(swapPage.says(/Any other amount is rejected/)).toBeVisible()
  await expectAccessible(page, testInfo, 'TRON deposit screen')
  await shootScreen(page, 'tron-deposit')

  const before = await tokenBalance(stack, 8453, 'USDC', user.address)
  // The person's TRON wallet, simulated by the devnet ledger.
  const transfer = await fetch(`${stack.url}/api/devnet/tron/transfer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: tronUser, to: await address.textContent(), amount: '25000000' }),
  })
  expect(transfer.status).toBe(200)
  await expect(swapPage.orderState).toHaveText('Delivered', { timeout: 60_000 })
  expect((await tokenBalance(stack, 8453, 'USDC', user.address)) - before).toBe(
    await swapPage.settledAmount('Paid out'),
  )
})
