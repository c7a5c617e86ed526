import { createDevControl } from '@ferry/test-utils'
import { devControl, expect, test, tokenValue } from '../fixtures.js'
import { shootScreen } from '../screens.js'

// The BFF tells the browser 503 outcome-unknown when a build has no answer within 15 s; these
// make the service answer late, or not at all, once.
const clearFaults = (stack: { serviceUrl: string }) =>
  createDevControl({ serviceUrl: stack.serviceUrl }).clearFaults()

/** The depositor's orders as the service itself lists them (not through the BFF). */
const ordersOf = async (stack: { serviceUrl: string }, depositor: string) =>
  (
    await (
      await fetch(`${stack.serviceUrl}/v2/orders?depositor=${depositor}`, {
        headers: { 'x-api-key': 'devnet-key-ferry-demo' },
      })
    ).json()
  ).orders as { state: string }[]

test('a build answered late is confirmed, not sent again, and the swap goes on to delivery', async ({
  swapPage,
  stack,
  page,
}) => {
  const user = stack.accounts.at(-2)!
  await swapPage.prepare({
    address: user.address,
    from: tokenValue(stack, 1, 'USDC'),
    to: tokenValue(stack, 8453, 'USDC'),
    amount: '14',
  })
  await expect(swapPage.quotedReceive).toContainText('USDC')
  await devControl(stack, 'faults', { route: 'build', latencyMs: 20_000, times: 1 })
  try {
    await swapPage.swap.click()
    // Shown in the button, announced by the status region.
    await expect(swapPage.primaryButton).toHaveText('Checking whether your order was created…', {
      timeout: 30_000,
    })
    await expect(swapPage.statusSaying('Checking whether your order was created…')).toHaveCount(1)
    await shootScreen(page, 'swap-step-checking')
    await expect(swapPage.orderState).toHaveText('Delivered', { timeout: 90_000 })
  } finally {
    await clearFaults(stack)
  }
  // One order for the one click.
  expect(await ordersOf(stack, user.address)).toHaveLength(1)
})

test('a build whose answer is lost offers a new quote, and nothing is deposited', async ({
  swapPage,
  stack,
  page,
}) => {
  const user = stack.accounts.at(-3)!
  await swapPage.prepare({
    address: user.address,
    from: tokenValue(stack, 1, 'USDC'),
    to: tokenValue(stack, 8453, 'USDC'),
    amount: '15',
  })
  await expect(swapPage.quotedReceive).toContainText('USDC')
  await devControl(stack, 'faults', { route: 'build', drop: true, times: 1 })
  try {
    await swapPage.swap.click()
    await expect(swapPage.failure).toContainText('cannot be funded', {
      timeout: 90_000,
    })
  } finally {
    await clearFaults(stack)
  }
  await shootScreen(page, 'form-error-unfundable')
  await swapPage.getNewQuote.click()
  await expect(swapPage.failure).toHaveCount(0)
  await expect(swapPage.swap).toBeEnabled()
  // The one order the lost build made waits unfunded; no second build was made.
  expect((await ordersOf(stack, user.address)).map((order) => order.state)).toEqual([
    'pending_deposit',
  ])
})
