/**
 * Keystroke to quote, side by side: this build of the hosted page against a previous one
 * (`BENCH_PREVIOUS_WEB_DIST`, another checkout's `apps/web/dist`), both served by a BFF of their
 * own over one devnet, loaded alternately in fresh browser contexts, in headless Chromium.
 *
 * Each run types amounts into "Amount to pay" the way a quick typist does (keys 80–130 ms
 * apart, a fixed sequence, timed by the page itself), after clearing the field, and reports, for
 * a v2 direction (USDC Ethereum → Base) and a v1 one (ETH Arbitrum → USDC Base, the routes
 * streamed):
 * - keystroke to quote: from the amount's last key to the first frame showing its quote in
 *   "Amount to receive" (the widget never shows a quote for another amount there);
 * - quote calls per typed amount: the quote requests the page sent (`/api/v2/quote`,
 *   `/api/v1/quotes`), each of which the BFF passes upstream (aborted ones included).
 *
 * `pnpm --filter @ferry/web bench:quote` (after `pnpm build`; `pnpm bench` runs it after
 * firstPaint); `BENCH_RUNS` runs (default 5).
 */

import { startBff } from '@ferry/bff'
import { bffConfigForDevnet, devnetExtensions } from '@ferry/bff/devnet'
import { startDevnet } from '@ferry/devnet'
import { V1_NATIVE_TOKEN_ADDRESS } from '@ferry/order-api/v1'
import { type Browser, chromium } from '@playwright/test'

const here = (path: string) => new URL(path, import.meta.url).pathname
const previousDist = process.env.BENCH_PREVIOUS_WEB_DIST
const runs = Number(process.env.BENCH_RUNS ?? 5)

/** The directions timed: what each run types, in order (an empty field first, then the keys). */
const directions = [
  {
    name: 'v2',
    search: '?from=1:USDC&to=8453:USDC',
    quotePath: '/api/v2/quote',
    amounts: ['25', '130', '7.5', '2400', '61', '980', '42.25', '15'],
  },
  {
    name: 'v1',
    search: `?from=42161:${V1_NATIVE_TOKEN_ADDRESS}&to=8453:USDC`,
    quotePath: '/api/v1/quotes',
    amounts: ['0.05', '0.12', '0.3', '0.075', '0.21', '0.09', '0.045', '0.15'],
  },
]
// A quick typist's gaps between keys (ms), repeated: uneven, as fingers are.
const gaps = [95, 120, 80, 130, 105, 90, 125, 110, 85, 115]

/**
 * Types `text` into the amount field from inside the page, one character at a time with the
 * given gaps (page timers, so the driver's round trips do not stretch them), the way React sees
 * typing (the native value setter, then an `input` event), and resolves with the milliseconds
 * from the last character to the first frame showing a quote in "Amount to receive".
 */
const typeAndTime = `async ({ text, gaps, quotePath }) => {
  const field = document.querySelector('input[aria-label="Amount to pay"]')
  const receive = document.querySelector('input[aria-label="Amount to receive"]')
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
  let lastKey = 0
  const keyGaps = []
  for (let index = 0; index < text.length; index++) {
    const now = performance.now()
    if (index > 0) keyGaps.push(now - lastKey)
    lastKey = now
    setValue.call(field, text.slice(0, index + 1))
    field.dispatchEvent(new Event('input', { bubbles: true }))
    if (index < text.length - 1) await new Promise((resolve) => setTimeout(resolve, gaps[index]))
  }
  return await new Promise((resolve) => {
    const check = () => {
      if (receive.value !== '') {
        // The last quote request after the last key: when it left and how long it took.
        const request = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes(quotePath) && entry.startTime >= lastKey)
          .at(-1)
        resolve({
          latency: performance.now() - lastKey,
          keyGaps,
          sentAfter: request ? request.startTime - lastKey : undefined,
          answeredIn: request ? request.responseEnd - request.startTime : undefined,
        })
      }
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
}`

process.env.LOG_LEVEL ??= 'warn'
const devnet = await startDevnet({ stepMs: 200 })
const startPage = (webDist: string) =>
  startBff({
    config: bffConfigForDevnet(devnet, { port: 0, webDist }),
    ...devnetExtensions(devnet),
  })
const pages = [
  ...(previousDist ? [{ name: 'previous', bff: await startPage(previousDist) }] : []),
  { name: 'this build', bff: await startPage(here('../dist')) },
]

let browser: Browser | undefined
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  })
  /** One run on one page: every amount's keystroke-to-quote, and the quote calls sent. */
  const run = async (bffUrl: string, direction: (typeof directions)[number]) => {
    const { quotePath, amounts } = direction
    const context = await browser!.newContext()
    const page = await context.newPage()
    // So that no quote request goes unrecorded (the buffer holds 250 by default).
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000))
    let calls = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === quotePath) calls++
    })
    await page.goto(`${bffUrl}/${direction.search}`)
    const field = page.getByLabel('Amount to pay')
    await field.and(page.locator(':enabled')).waitFor()
    const latencies: number[] = []
    const keyGaps: number[] = []
    const sent: number[] = []
    const answered: number[] = []
    let gap = 0
    for (const amount of amounts) {
      await field.fill('')
      await page.waitForFunction(
        () =>
          (document.querySelector('input[aria-label="Amount to receive"]') as HTMLInputElement)
            .value === '',
      )
      const typed: { latency: number; keyGaps: number[]; sentAfter?: number; answeredIn?: number } =
        await page.evaluate(
          `(${typeAndTime})(${JSON.stringify({
            text: amount,
            gaps: [...amount].map(() => gaps[gap++ % gaps.length]),
            quotePath,
          })})`,
        )
      latencies.push(typed.latency)
      keyGaps.push(...typed.keyGaps)
      if (typed.sentAfter !== undefined) sent.push(typed.sentAfter)
      if (typed.answeredIn !== undefined) answered.push(typed.answeredIn)
    }
    // Let any late request show up before counting.
    await page.waitForLoadState('networkidle')
    await context.close()
    return { latencies, calls, keyGaps, sent, answered }
  }
  const results = new Map(
    pages.flatMap(({ name }) =>
      directions.map(({ name: direction }) => [
        `${name}, ${direction}`,
        {
          latencies: [] as number[],
          calls: 0,
          keyGaps: [] as number[],
          sent: [] as number[],
          answered: [] as number[],
        },
      ]),
    ),
  )
  // A first run per page and direction, not counted: the server's and the browser's caches warm.
  for (const { bff } of pages) for (const direction of directions) await run(bff.url, direction)
  for (let index = 0; index < runs; index++)
    for (const direction of directions)
      for (const { name, bff } of pages) {
        const { latencies, calls, keyGaps, sent, answered } = await run(bff.url, direction)
        const result = results.get(`${name}, ${direction.name}`)!
        result.latencies.push(...latencies)
        result.keyGaps.push(...keyGaps)
        result.sent.push(...sent)
        result.answered.push(...answered)
        result.calls += calls
      }
  const quantile = (values: number[], at: number) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length * at)]!
  // A streamed answer's resource timing is there only once the stream ends: when every quote was
  // on screen before its stream ended, there is nothing to take the median of.
  const medianMs = (values: number[]) =>
    values.length === 0 ? 'n/a (streams still open)' : `${quantile(values, 0.5).toFixed(0)} ms`
  const typed = runs * directions[0]!.amounts.length
  for (const [name, { latencies, calls, keyGaps, sent, answered }] of results)
    console.log(
      `${name.padEnd(14)} keystroke to quote: median ${quantile(latencies, 0.5).toFixed(0)} ms, p90 ${quantile(latencies, 0.9).toFixed(0)} ms (goal ≤ 200 ms); quote calls per typed amount ${(calls / typed).toFixed(2)} (${calls} for ${typed}); gaps between keys as the page saw them: median ${quantile(keyGaps, 0.5).toFixed(0)} ms, p90 ${quantile(keyGaps, 0.9).toFixed(0)} ms; the quote request left a median ${medianMs(sent)} after the last key and was answered in ${medianMs(answered)}`,
    )
} finally {
  await browser?.close()
  for (const { bff } of pages) await bff.stop()
  await devnet.stop()
}
