import { V1_NATIVE_TOKEN_ADDRESS } from '@ferry/order-api/v1'
import { devControl, expect, hostedPageUrl, SwapPage, test, tokenValue } from '../fixtures.js'

// The v1 service's refusals each read their own words in the card, not "The swap could not go
// through": the devnet's v1 faults (`v1-build`) and its maintenance switch stand in for them.

/** Native ETH on Arbitrum to USDC on Base (a v1 direction), connected, its routes streamed in. */
async function openV1Direction(page: SwapPage['page'], stack: Parameters<typeof tokenValue>[0]) {
  await page.goto(
    hostedPageUrl(stack, {
      from: `42161:${V1_NATIVE_TOKEN_ADDRESS}`,
      to: tokenValue(stack, 8453, 'USDC'),
      amount: '0.05',
    }),
  )
  const swapPage = new SwapPage(page)
  await swapPage.account.selectOption(stack.accounts[4]!.address)
  await swapPage.connect()
  await expect(swapPage.routes.getByRole('radio').first()).toBeChecked({ timeout: 30_000 })
  return swapPage
}

test.afterEach(async ({ stack }) => {
  await devControl(stack, 'maintenance', { on: false })
  await fetch(`${stack.serviceUrl}/dev/faults`, { method: 'DELETE' })
})

test('a route no solver can fill says so and offers another route', async ({ page, stack }) => {
  const swapPage = await openV1Direction(page, stack)
  await devControl(stack, 'faults', {
    route: 'v1-build',
    status: 400,
    body: { name: 'CannotFillException', message: 'Cannot fill' },
  })
  await swapPage.swap.click()
  await expect(swapPage.failure).toHaveText(
    'No solver can fill this swap right now. Choose another route or amount.',
  )
})

test('maintenance of the v1 service says so and when to come back', async ({ page, stack }) => {
  const swapPage = await openV1Direction(page, stack)
  await devControl(stack, 'maintenance', { on: true })
  await swapPage.swap.click()
  await expect(swapPage.failure).toHaveText(
    'The swap service is down for maintenance. Please try again in a few minutes.',
  )
})

test('a rate-limited deposit plan says so, not that the swap failed', async ({ page, stack }) => {
  const swapPage = await openV1Direction(page, stack)
  await devControl(stack, 'faults', {
    route: 'v1-build',
    status: 429,
    body: { errorCode: 'RATE_LIMITED', message: 'Too many requests' },
    // The client retries a rate limit with backoff: every attempt is refused.
    times: 5,
  })
  await swapPage.swap.click()
  await expect(swapPage.failure).toHaveText(
    'Too many requests reached the swap service just now. Please try again in a few minutes.',
    { timeout: 30_000 },
  )
})
