import {
  devControl,
  expect,
  expectAccessible,
  test,
  tokenValue,
  withClockAdvanced,
} from '../fixtures.js'
import { shootScreen } from '../screens.js'

test('maintenance is shown as such, and the quote comes back by itself when it ends', async ({
  swapPage,
  stack,
  page,
}, testInfo) => {
  await devControl(stack, 'maintenance', { on: true })
  try {
    await swapPage.pick('From', tokenValue(stack, 1, 'USDC'))
    await swapPage.pick('To', tokenValue(stack, 8453, 'USDC'))
    await swapPage.amount.fill('12')
    await expect(swapPage.alertSaying('down for maintenance. Trying again shortly.')).toBeVisible()
    await expectAccessible(page, testInfo, 'maintenance')
    await shootScreen(page, 'form-error-maintenance')
  } finally {
    await devControl(stack, 'maintenance', { on: false })
  }
  await expect(swapPage.quotedReceive).toContainText('USDC', { timeout: 20_000 })
})

test('a quote that expired before the build is replaced, and the swap then goes through', async ({
  swapPage,
  stack,
  page,
}) => {
  const user = stack.accounts[0]!
  await swapPage.prepare({
    address: user.address,
    from: tokenValue(stack, 8453, 'USDC'),
    to: tokenValue(stack, 42161, 'USDC'),
    amount: '18',
  })
  await expect(swapPage.quotedReceive).toContainText('USDC')
  // Five minutes pass on the service between the quote and the click.
  await withClockAdvanced(stack, 301, async () => {
    await swapPage.swap.click()
    await expect(swapPage.alertSaying('price expired')).toBeVisible()
    await shootScreen(page, 'form-error-expired')
    await expect(swapPage.swap).toBeEnabled()
    await swapPage.swap.click()
    await expect(swapPage.orderState).toHaveText('Delivered', { timeout: 60_000 })
  })
})
