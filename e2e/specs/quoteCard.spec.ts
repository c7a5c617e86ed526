import { V1_NATIVE_TOKEN_ADDRESS } from '@ferry/order-api/v1'
import type { Page } from '@playwright/test'
import { expect, type SwapPage, test, tokenValue } from '../fixtures.js'
import { shootScreen } from '../screens.js'

// The quote card (issue 27, points 1 and 5): Swap is enabled only once the fees it commits to
// are drawn, the details' space is held so the quote's arrival moves nothing, and the v1 routes
// can be ordered by what is received, by time and by cost.

/** One frame of the card as the browser painted it. */
type Frame = { top: number; enabled: boolean; feesShown: boolean; skeleton: boolean }

/**
 * Records every painted frame (the Swap button's top and state, whether the fees' total has a
 * figure) and every layout shift that moved the Swap button, until `stopRecording`.
 */
async function recordCard(page: Page) {
  await page.evaluate(() => {
    const swapButton = () =>
      [...document.querySelectorAll<HTMLButtonElement>('button.ferry-primary')].find(
        (button) => button.textContent === 'Swap',
      )
    const record = window as unknown as { frames: Frame[]; shifts: number[]; recording: boolean }
    record.frames = []
    record.shifts = []
    record.recording = true
    new PerformanceObserver((list) => {
      const button = swapButton()
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        sources: { node: Node | null }[]
      })[])
        if (button && entry.sources.some((source) => source.node?.contains(button)))
          record.shifts.push(entry.value)
    }).observe({ type: 'layout-shift' })
    const frame = () => {
      if (!record.recording) return
      const button = swapButton()
      const total = document.querySelector('[data-testid="total-fees"]')
      if (button)
        record.frames.push({
          top: button.getBoundingClientRect().top,
          enabled: !button.disabled,
          feesShown: /\d/.test(total?.textContent ?? ''),
          skeleton: document.querySelector('section.ferry-quote[aria-busy="true"]') !== null,
        })
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
  return async () =>
    page.evaluate(() => {
      const record = window as unknown as { frames: Frame[]; shifts: number[]; recording: boolean }
      record.recording = false
      return { frames: record.frames, shifts: record.shifts }
    })
}

async function prepareUsdc(swapPage: SwapPage, stack: Parameters<typeof tokenValue>[0]) {
  await swapPage.account.selectOption(stack.accounts[2]!.address)
  await swapPage.connect()
  await swapPage.pick('From', tokenValue(stack, 1, 'USDC'))
  await swapPage.pick('To', tokenValue(stack, 8453, 'USDC'))
}

test('Swap stays disabled until the fee details are on screen, even when they load after the quote', async ({
  swapPage,
  stack,
  page,
}) => {
  // The details' code is held until the quote has answered (the old card enabled Swap there):
  // routed before the page loads, as the card fetches it once the browser is idle.
  let quoted = () => {}
  const quoteAnswered = new Promise<void>((resolve) => {
    quoted = resolve
  })
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/v2/quote' && response.ok()) quoted()
  })
  await page.route(/\/QuoteDetails-[^/]*\.js$/, async (route) => {
    await quoteAnswered
    // The quote drawn in the form (the amount received filled in) and three painted frames with
    // the details still held: the state the old card enabled Swap in.
    await expect(swapPage.receiveAmount).not.toHaveValue('')
    await page.evaluate(async () => {
      for (let frame = 0; frame < 3; frame++)
        await new Promise((painted) => requestAnimationFrame(painted))
    })
    await route.continue()
  })
  await swapPage.goto(stack)
  await prepareUsdc(swapPage, stack)
  const stop = await recordCard(page)
  await swapPage.amount.fill('25')
  await expect(swapPage.totalFees).toContainText('USDC')
  await expect(swapPage.swap).toBeEnabled()
  const { frames } = await stop()
  expect(frames.length).toBeGreaterThan(0)
  expect(frames.filter((frame) => frame.enabled && !frame.feesShown)).toEqual([])
  // Every fee and their total, in the token paid and in USD.
  await expect(swapPage.quoteDetails.getByText('Network fee')).toBeVisible()
  await expect(swapPage.totalFees).toHaveText(/^[\d.,]+ USDC\n(≈|<) \$[\d.,]+$/, {
    useInnerText: true,
  })
})

test('the quote arrives without moving the Swap button: its place is held while it is asked for', async ({
  swapPage,
  stack,
  page,
}) => {
  await prepareUsdc(swapPage, stack)
  // The quote is held until its place is drawn, so the arrival is measured on its own.
  let drawn = () => {}
  const placeDrawn = new Promise<void>((resolve) => {
    drawn = resolve
  })
  await page.route(
    (url) => url.pathname === '/api/v2/quote',
    async (route) => {
      await placeDrawn
      await route.continue()
    },
  )
  await swapPage.amount.fill('25')
  await expect(swapPage.quoteDetails).toHaveAttribute('aria-busy', 'true')
  await expect(swapPage.swap).toBeDisabled()
  await shootScreen(page, 'form-quote-asked')
  // Measured at the narrowest width the card supports, the fields stacked above the quote.
  await page.setViewportSize({ width: 320, height: 1400 })
  const before = await swapPage.swap.boundingBox()
  const stop = await recordCard(page)
  drawn()
  await expect(swapPage.totalFees).toContainText('USDC')
  await expect(swapPage.swap).toBeEnabled()
  const { frames, shifts } = await stop()
  expect(frames.some((frame) => frame.skeleton)).toBe(true)
  expect(frames.some((frame) => frame.enabled)).toBe(true)
  expect(new Set(frames.map((frame) => frame.top))).toEqual(new Set([before!.y]))
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0)
  expect((await swapPage.swap.boundingBox())!.y).toBe(before!.y)
})

test('the v1 routes sort by most received, fastest and lowest cost; each shows its USD and total cost', async ({
  swapPage,
  stack,
}) => {
  await swapPage.goto(stack, {
    from: `42161:${V1_NATIVE_TOKEN_ADDRESS}`,
    to: tokenValue(stack, 8453, 'USDC'),
    amount: '0.05',
  })
  await swapPage.connectAs(stack.accounts[3]!.address)
  const radios = swapPage.routes.getByRole('radio')
  await expect(radios.first()).toBeChecked({ timeout: 30_000 })
  await expect.poll(() => radios.count(), { timeout: 30_000 }).toBeGreaterThan(2)
  const routeCards = swapPage.routes.locator('[data-route]')
  await expect(routeCards.getByTestId('route-cost')).toHaveCount(await routeCards.count())
  await expect(routeCards.first()).toContainText(/≈ \$/)

  /** Each listed route's figure, in the order shown. */
  const listed = async () =>
    routeCards.evaluateAll((cards) =>
      cards.map((card) => {
        const number = (text: string) => Number(text.replaceAll(',', ''))
        // "Total cost $0.12", or "-$0.12" where the two tokens' prices disagree.
        const costOf = (text: string) => {
          const match = /(-?)\$([\d.,]+)/.exec(text)
          return match ? number(`${match[1]}${match[2]}`) : Number.NaN
        }
        const duration = card.querySelector('.ferry-v1-route-meta span')?.textContent ?? ''
        return {
          id: card.getAttribute('data-route'),
          received: number(card.querySelector('strong')?.textContent?.split(' ')[0] ?? ''),
          minutes: /under/.test(duration) ? 0 : number(/\d+/.exec(duration)?.[0] ?? 'NaN'),
          cost: costOf(card.querySelector('[data-testid="route-cost"]')?.textContent ?? ''),
        }
      }),
    )
  const sortBy = async (name: string) => {
    await swapPage.routeSorts.getByRole('button', { name }).click()
    await expect(swapPage.routeSorts.getByRole('button', { name })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    return listed()
  }
  const nonIncreasing = (values: number[]) =>
    values.every((value, i) => i === 0 || values[i - 1]! >= value)
  const nonDecreasing = (values: number[]) =>
    values.every((value, i) => i === 0 || values[i - 1]! <= value)

  const received = await sortBy('Most received')
  expect(nonIncreasing(received.map((route) => route.received)), JSON.stringify(received)).toBe(
    true,
  )
  const fastest = await sortBy('Fastest')
  expect(nonDecreasing(fastest.map((route) => route.minutes)), JSON.stringify(fastest)).toBe(true)
  // The devnet's route that pays most takes 15 minutes: the two orders differ.
  expect(fastest[0]!.id).not.toBe(received[0]!.id)
  const cheapest = await sortBy('Lowest cost')
  expect(nonDecreasing(cheapest.map((route) => route.cost)), JSON.stringify(cheapest)).toBe(true)
  // The pick follows the user, not the order: the checked route stays checked.
  const checked = await swapPage.routes.getByRole('radio', { checked: true }).getAttribute('value')
  await sortBy('Best')
  await expect(swapPage.routes.getByRole('radio', { checked: true })).toHaveAttribute(
    'value',
    checked!,
  )
  // One price-hold presentation for both interfaces.
  await expect(swapPage.priceHold).toHaveText(/^Price valid for \d+:\d\d$/)
})
