import { createDevControl } from '@ferry/test-utils'
import type { Page } from '@playwright/test'
import {
  expect,
  expectAccessible,
  hostedPageUrl,
  type Stack,
  type SwapPage,
  test,
  tokenValue,
} from '../fixtures.js'
import { TrackerStory } from '../pages/trackerStory.js'

/** The devnet's chains have no explorer; the page's config gives Ethereum one. */
const explorer = 'https://explorer.example'

type Scenario = Parameters<ReturnType<typeof createDevControl>['setScenario']>[0]['scenario']

/**
 * Opens the page with an explorer for Ethereum in its config and, when `scenario` is given,
 * sets the solver's outcome for the order as its build answer passes (before any deposit), so
 * no other spec's orders are touched.
 */
async function open(
  page: Page,
  stack: Stack,
  scenario?: { scenario: Scenario; fillRatioBps?: number },
) {
  const withExplorer = (config: { chains: { id: number }[] }) => ({
    ...config,
    chains: config.chains.map((chain) =>
      chain.id === 1 ? { ...chain, explorerUrl: explorer } : chain,
    ),
  })
  // The BFF inlines its config into the page; the widget asks /api/config only without it.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(
        /(<script id="ferry-bootstrap"[^>]*>)([^<]*)(<\/script>)/,
        (_, open: string, json: string, close: string) => {
          const data = JSON.parse(json)
          return `${open}${JSON.stringify({ ...data, config: withExplorer(data.config) })}${close}`
        },
      )
      await route.fulfill({ response, body: html })
    },
  )
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, json: withExplorer(await response.json()) })
  })
  if (scenario)
    await page.route('**/api/v2/build', async (route) => {
      const response = await route.fetch()
      const build = await response.json()
      if (build.orderId)
        await createDevControl({ serviceUrl: stack.serviceUrl }).setScenario({
          orderId: build.orderId,
          ...scenario,
        })
      await route.fulfill({ response, json: build })
    })
  await page.goto(hostedPageUrl(stack))
}

async function startSwap(swapPage: SwapPage, stack: Stack, to: [number, string], amount: string) {
  await swapPage.prepare({
    address: stack.accounts[1]!.address,
    from: tokenValue(stack, 1, 'USDC'),
    to: tokenValue(stack, ...to),
    amount,
  })
  await expect(swapPage.quotedReceive).toContainText(to[1])
  await swapPage.swap.click()
}

const hash = /0x[0-9a-f]{64}/

test('an order in progress shows its amounts, steps and clock; cancelled, its receipt says so', async ({
  swapPage,
  stack,
  page,
}, testInfo) => {
  const story = new TrackerStory(page)
  // The slow solver keeps the order published until it is cancelled.
  await open(page, stack, { scenario: 'slow' })
  await startSwap(swapPage, stack, [8453, 'USDC'], '14')

  await test.step('in progress: both sides, the deposit linked, elapsed time', async () => {
    await expect(swapPage.orderState).toHaveText('Order published', { timeout: 60_000 })
    await expect(story.legs.nth(0)).toContainText('You sent')
    await expect(story.legs.nth(0)).toContainText('14 USDC on Ethereum (devnet)')
    await expect(story.legs.nth(1)).toContainText('You receive (estimate)')
    await expect(story.legs.nth(1)).toContainText(/USDC on Base \(devnet\)/)
    await expect(story.legs.locator('.ferry-token-icon')).toHaveCount(2)
    const deposit = story.tracker.getByRole('link', { name: 'Deposit transaction' })
    await expect(deposit).toHaveAttribute('href', new RegExp(`^${explorer}/tx/${hash.source}$`))
    await expect(story.tracker.getByText(/since the order was created$/)).toBeVisible()
    await expectAccessible(page, testInfo, 'tracker in progress')
    await story.shoot('tracker-in-progress')
  })

  await test.step('cancelled: refunded in full, on a receipt', async () => {
    await swapPage.cancelOrder()
    await expect(swapPage.orderState).toHaveText('Cancelled and refunded', { timeout: 60_000 })
    // Its step line names the cancel and the refund, not a fill and a delivery.
    const steps = swapPage.timelineSteps
    await expect(steps.filter({ hasText: /^Cancelled$/ })).toHaveCount(1)
    await expect(steps.last()).toHaveText('Refunded')
    await expect(steps.filter({ hasText: /^(Filled|Delivered)$/ })).toHaveCount(0)
    await expect(story.receipt.getByRole('heading')).toHaveText('Receipt · Cancelled and refunded')
    await expect(story.receipt).toContainText('Nothing was paid out')
    expect(await swapPage.settledAmount('Refunded')).toBeGreaterThan(0n)
    await expect(story.tracker.getByRole('link', { name: 'Refund transaction' })).toBeVisible()
    await story.shoot('tracker-cancelled')
  })
})

test('a delivered swap: amounts, links where there is an explorer, copy, and its receipt from history', async ({
  swapPage,
  stack,
  page,
  context,
}, testInfo) => {
  const story = new TrackerStory(page)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await open(page, stack, { scenario: 'full' })
  await startSwap(swapPage, stack, [8453, 'USDC'], '12')

  await test.step('delivered: the story and the receipt', async () => {
    await expect(swapPage.orderState).toHaveText('Delivered', { timeout: 60_000 })
    await expect(story.legs.nth(0)).toContainText('12 USDC on Ethereum (devnet)')
    await expect(story.legs.nth(1)).toContainText('You received')
    await expect(story.receipt.getByRole('heading')).toHaveText('Receipt · Delivered in full')
    const paid = await swapPage.settledAmount('Paid out')
    expect(paid).toBeGreaterThan(0n)
    await expect(story.receipt).toContainText(/^Receipt · Delivered in fullPaid out: [\d.]+ USDC/)
    // Ethereum has an explorer: a link. Base has none: the hash, by its ends (whole in its title).
    await expect(story.tracker.getByRole('link', { name: 'Deposit transaction' })).toBeVisible()
    await expect(story.tracker.getByRole('link', { name: 'Payout transaction' })).toHaveCount(0)
    const payout = story.tracker.getByText(/^Payout transaction: 0x[0-9a-f]{8}…[0-9a-f]{8}$/)
    await expect(payout).toBeVisible()
    await expect(payout.locator('code')).toHaveAttribute('title', new RegExp(`^${hash.source}$`))
    await expect(story.tracker.locator('time')).toHaveCount(6)
    await expect(story.receipt.getByText(/^Finished in /)).toBeVisible()
  })

  await test.step('copy the order id: on the clipboard, and "Copied" said', async () => {
    const copy = swapPage.copyOrderId
    await copy.click()
    await expect(copy.locator('xpath=..').getByText('Copied')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(new RegExp(`^${hash.source}$`))
    await expectAccessible(page, testInfo, 'tracker delivered')
    await story.shoot('tracker-delivered')
    await swapPage.newSwap.click()
  })

  await test.step('history: the finished order reopens on its receipt', async () => {
    await swapPage.historyButton.click()
    const history = swapPage.history
    await history.getByRole('button', { name: 'Sign in to load all your orders' }).click()
    const row = history.locator('.ferry-history-row', { hasText: /(^|\D)12 USDC → USDC/ })
    await expect(row).toContainText('View receipt')
    await row.click()
    await expect(story.receipt.getByRole('heading')).toHaveText('Receipt · Delivered in full')
    await expect(story.legs.nth(0)).toContainText('12 USDC on Ethereum (devnet)')
    await expectAccessible(page, testInfo, 'receipt from history')
    await story.shoot('receipt-from-history')
  })
})

test('a partial fill: what arrived of the full fill, and the refund, on the receipt', async ({
  swapPage,
  stack,
  page,
}, testInfo) => {
  const story = new TrackerStory(page)
  await open(page, stack, { scenario: 'partial', fillRatioBps: 6000 })
  await startSwap(swapPage, stack, [8453, 'USDC'], '20')
  await expect(swapPage.orderState).toContainText('Delivered', { timeout: 60_000 })
  await expect(swapPage.orderState).toContainText('Partly filled')
  await expect(story.receipt.getByRole('heading')).toHaveText('Receipt · Partially filled')
  const paid = await swapPage.settledAmount('Paid out')
  const refunded = await swapPage.settledAmount('Refunded')
  expect(paid).toBeGreaterThan(0n)
  expect(refunded).toBeGreaterThan(0n)
  await expect(story.receipt).toContainText(
    /Received [\d.]+ USDC of [\d.]+ USDC; [\d.]+ USDC refunded/,
  )
  // The refund goes back on Ethereum, which has an explorer.
  await expect(story.tracker.getByRole('link', { name: 'Refund transaction' })).toHaveAttribute(
    'href',
    new RegExp(`^${explorer}/tx/${hash.source}$`),
  )
  await expectAccessible(page, testInfo, 'tracker partial fill')
  await story.shoot('tracker-partial')
})
