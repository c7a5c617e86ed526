import { expect, expectAccessible, test, tokenBalance, tokenValue } from '../fixtures.js'

test('cancel after publish: the depositor signs, the order settles and the deposit less the flat fee comes back', async ({
  swapPage,
  stack,
  page,
}, testInfo) => {
  const user = stack.accounts[1]!
  // The devnet's demo amounts: .04 makes the solver slow, so the order waits in published.
  await swapPage.prepare({
    address: user.address,
    from: tokenValue(stack, 42161, 'USDC'),
    to: tokenValue(stack, 8453, 'USDC'),
    amount: '22.04',
  })
  await expect(page.getByTestId('receive-amount')).toContainText('USDC')
  await swapPage.swap.click()
  const cancel = page.getByRole('button', { name: 'Cancel order' })
  await expect(cancel).toBeVisible({ timeout: 60_000 })
  await testInfo.attach('published', { body: await page.screenshot(), contentType: 'image/png' })
  await expectAccessible(page, testInfo, 'tracking with cancel')
  const afterDeposit = await tokenBalance(stack, 42161, 'USDC', user.address)
  await cancel.click()
  await expect(swapPage.orderState).toHaveText('Cancelled and refunded', { timeout: 60_000 })
  await testInfo.attach('cancelled and refunded', {
    body: await page.screenshot(),
    contentType: 'image/png',
  })
  const refunded = await swapPage.settledAmount('Refunded')
  // Arbitrum's flat fee on the devnet: 0.05 deposit + 0.025 withdraw to Base.
  expect(refunded).toBe(22_040_000n - 75_000n)
  expect(await tokenBalance(stack, 42161, 'USDC', user.address)).toBe(afterDeposit + refunded)
})
