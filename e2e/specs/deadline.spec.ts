import { TRON_CHAIN_ID } from '@ferry/order-api'
import { createDevControl } from '@ferry/test-utils'
import { expect, test, tokenBalance, tokenValue, withClockAdvanced } from '../fixtures.js'

test('no fill: at the deadline the deposit less the flat fee is refunded', async ({
  swapPage,
  stack,
  page,
}, testInfo) => {
  const user = stack.accounts[0]!
  // .02: the devnet's solver never fills it.
  await swapPage.prepare({
    address: user.address,
    from: tokenValue(stack, 8453, 'USDC'),
    to: tokenValue(stack, 137, 'USDC'),
    amount: '14.02',
  })
  await expect(swapPage.quotedReceive).toContainText('USDC')
  await swapPage.swap.click()
  await expect(swapPage.orderState).toHaveText('Order published', { timeout: 60_000 })
  const afterDeposit = await tokenBalance(stack, 8453, 'USDC', user.address)
  // The service ends a refund as `delivered` too; the tracker says what it was.
  await withClockAdvanced(stack, 3601, () =>
    expect(swapPage.orderState).toHaveText('Refunded', { timeout: 60_000 }),
  )
  await testInfo.attach('refunded at deadline', {
    body: await page.screenshot(),
    contentType: 'image/png',
  })
  await expect(swapPage.paidOut).toHaveCount(0)
  const refunded = await swapPage.settledAmount('Refunded')
  // Base's flat fee to Polygon on the devnet: 0.05 deposit + 0.025 withdraw.
  expect(refunded).toBe(14_020_000n - 75_000n)
  expect(await tokenBalance(stack, 8453, 'USDC', user.address)).toBe(afterDeposit + refunded)
})

test('TRON destination: the payout goes to the TRON address the person gives', async ({
  swapPage,
  stack,
  page,
}, testInfo) => {
  const user = stack.accounts[3]!
  const recipient = stack.tron.accounts[2]!.address
  const balance = () => createDevControl({ serviceUrl: stack.serviceUrl }).tronBalance(recipient)
  const before = await balance()
  await swapPage.prepare({
    address: user.address,
    from: tokenValue(stack, 1, 'USDC'),
    to: `${TRON_CHAIN_ID}:${stack.tron.tokens[0]!.address}`,
    amount: '30',
  })
  await expect(swapPage.swap).toBeDisabled()
  await swapPage.payoutAddress.fill(recipient)
  await expect(swapPage.quotedReceive).toContainText('USDT')
  await swapPage.swap.click()
  await expect(swapPage.orderState).toHaveText('Delivered', { timeout: 60_000 })
  await testInfo.attach('tron payout', { body: await page.screenshot(), contentType: 'image/png' })
  const paid = await swapPage.settledAmount('Paid out')
  expect((await balance()) - before).toBe(paid)
})
