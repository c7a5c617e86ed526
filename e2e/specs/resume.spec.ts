import { expect, test, tokenValue } from '../fixtures.js'

test('a reload in the middle of tracking picks the order up where it was', async ({
  swapPage,
  stack,
  page,
}, testInfo) => {
  const user = stack.accounts[2]!
  // .04: the devnet's slow solver keeps the order published until it is cancelled.
  await swapPage.prepare({
    address: user.address,
    from: tokenValue(stack, 137, 'USDC'),
    to: tokenValue(stack, 4663, 'USDG'),
    amount: '16.04',
  })
  await expect(swapPage.quotedReceive).toContainText('USDG')
  await swapPage.swap.click()
  await expect(swapPage.cancelOrderButton).toBeVisible({ timeout: 60_000 })

  await page.reload()
  // The wallet reconnects by itself; the page's devnet wallet starts on its first account.
  await swapPage.account.selectOption(user.address)
  await expect(swapPage.tracker).toBeVisible()
  await expect(swapPage.orderState).toHaveText('Order published')
  await testInfo.attach('resumed after reload', {
    body: await page.screenshot(),
    contentType: 'image/png',
  })
  await swapPage.cancelOrder()
  await expect(swapPage.orderState).toHaveText('Cancelled and refunded', { timeout: 60_000 })
})
