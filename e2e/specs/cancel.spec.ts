import { expect, expectAccessible, test, tokenBalance, tokenValue } from '../fixtures.js'
import { shootScreen } from '../screens.js'

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
  await expect(swapPage.quotedReceive).toContainText('USDC')
  await swapPage.swap.click()
  const cancel = swapPage.cancelOrderButton
  await expect(cancel).toBeVisible({ timeout: 60_000 })
  await testInfo.attach('published', { body: await page.screenshot(), contentType: 'image/png' })
  await expectAccessible(page, testInfo, 'tracking with cancel')
  const afterDeposit = await tokenBalance(stack, 42161, 'USDC', user.address)
  await test.step('the confirmation says what comes back and which flat fee is kept', async () => {
    await cancel.click()
    const confirmation = swapPage.cancelConfirmation
    // Arbitrum's flat fee on the devnet: 0.05 deposit + 0.025 withdraw to Base.
    await expect(confirmation).toContainText(
      'Up to 21.965 USDC comes back to your refund address: your deposit less the flat fee of 0.075 USDC',
    )
    await expectAccessible(page, testInfo, 'cancel confirmation')
    await shootScreen(page, 'cancel-confirmation', {
      check: async ({ width, locale = 'en' }) => {
        // Its words and buttons sit inside its border by at least the widget's spacing unit,
        // as in the other boxes (it had none: the text touched the frame).
        const { inset, unit } = await swapPage.cancelConfirmationBox.evaluate((box) => {
          const outer = box.getBoundingClientRect()
          const insets = [...box.children].flatMap((child) => {
            const inner = child.getBoundingClientRect()
            return [
              inner.left - outer.left,
              outer.right - inner.right,
              inner.top - outer.top,
              outer.bottom - inner.bottom,
            ]
          })
          const space = getComputedStyle(box).getPropertyValue('--ferry-space')
          return { inset: Math.min(...insets), unit: Number.parseFloat(space) }
        })
        expect(inset, `${locale} at ${width} px`).toBeGreaterThanOrEqual(unit)
      },
    })
    // Keeping the order sends nothing; asking again opens the same confirmation.
    await confirmation.getByRole('button', { name: 'Keep the order' }).click()
    await expect(confirmation).toHaveCount(0)
    expect(await swapPage.cancelOrder()).toContain('0.075 USDC')
  })
  await test.step('once sent, the cancel cannot be sent again and its state is said', async () => {
    await expect(swapPage.says('Cancel sent; the refund follows once it settles')).toBeVisible()
    await expect(swapPage.cancelOrderButton).toHaveCount(0)
  })
  await expect(swapPage.orderState).toHaveText('Cancelled and refunded', { timeout: 60_000 })
  await testInfo.attach('cancelled and refunded', {
    body: await page.screenshot(),
    contentType: 'image/png',
  })
  const refunded = await swapPage.settledAmount('Refunded')
  // Arbitrum's flat fee on the devnet: 0.05 deposit + 0.025 withdraw to Base.
  expect(refunded).toBe(22_040_000n - 75_000n)
  expect(await tokenBalance(stack, 42161, 'USDC', user.address)).toBe(afterDeposit + refunded)

  await test.step('after a reload, without a sign-in, the history reads it cancelled with its refund', async () => {
    await page.reload()
    await swapPage.account.selectOption(user.address)
    await swapPage.connect()
    await swapPage.historyButton.click()
    const history = swapPage.history
    const row = history.locator('.ferry-history-row').first()
    await expect(row).toContainText('22.04 USDC → USDC')
    await expect(row).toContainText('Cancelled and refunded · 21.965 USDC refunded')
    await expect(history.getByText('Not seen by the service yet')).toHaveCount(0)
  })
})
