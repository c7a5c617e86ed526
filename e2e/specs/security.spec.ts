import { startTestServer } from '@ferry/test-utils'
import type { Page } from '@playwright/test'
import { DemoHost, expect, SwapPage, test, tokenValue } from '../fixtures.js'
import { framesInto } from '../pages/framesInto.js'

/** Records every CSP violation in every frame of the page, from before any page script runs. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as { cspViolations?: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile})`),
    )
  })
  const console: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text())
  })
  /** The violations so far, in the page and in each of its frames. */
  return async () => {
    const reports = await Promise.all(
      page.frames().map((frame) =>
        frame
          .evaluate(() => (window as { cspViolations?: string[] }).cspViolations ?? [])
          .then((found) => found.map((entry) => `${frame.url()}: ${entry}`))
          .catch(() => [] as string[]),
      ),
    )
    return [...reports.flat(), ...console]
  }
}

/** A page of another origin on this machine (a real server: a page Playwright fulfils counts as public). */
async function startForeignHost() {
  const server = await startTestServer({
    handler: (_request, response) => {
      response.setHeader('content-type', 'text/html')
      response.end('<!doctype html><title>elsewhere</title>')
    },
  })
  return { origin: server.url, close: server.stop }
}

test('no page, file or other spelling of the BFF can be framed by a foreign origin; allowed hosts frame /embed', async ({
  page,
  stack,
}) => {
  const foreign = await startForeignHost()
  const refusals: string[] = []
  page.on('console', (message) => {
    if (/frame-ancestors|X-Frame-Options/.test(message.text())) refusals.push(message.text())
  })
  const at = (path: string) => new URL(path, stack.url).toString()
  const targets = [
    at('/'),
    at(`/embed?parentOrigin=${encodeURIComponent(foreign.origin)}`),
    at('/demo'),
    at('/index.html'),
    at(`/embed.html?parentOrigin=${encodeURIComponent(foreign.origin)}`),
    at('/demo.html'),
    at('/embed/'),
    at('/EMBED.html'),
    at('/embed%2ehtml'),
    at('/no-such-page'),
  ]
  try {
    await page.goto(foreign.origin)
    // The foreign page can frame what allows it (its own page): a refusal below is the BFF's.
    expect(await framesInto(page, `${foreign.origin}/own`)).toBe(true)
    for (const [index, target] of targets.entries()) {
      await page.goto(foreign.origin)
      expect(await framesInto(page, target), `${target} framed by ${foreign.origin}`).toBe(false)
      // Refused for the BFF's policy ("Framing '…' violates … directive: "frame-ancestors …"").
      await expect.poll(() => refusals.length, `the browser refused ${target}`).toBe(index + 1)
      // `/` names the stack's one SAFE_APP_ORIGINS (a Safe{Wallet} may frame it), never the foreign.
      expect(refusals[index]).toMatch(
        new RegExp(
          `directive: "frame-ancestors ('none'|'self'|http://127\\.0\\.0\\.1:${stack.safeParentPort}")`,
        ),
      )
    }
  } finally {
    await foreign.close()
  }
  // From an allowed origin (the demo under localhost), /embed is shown and the others are not.
  const allowedHost = new URL('/demo', stack.url)
  allowedHost.hostname = 'localhost'
  await page.goto(allowedHost.toString())
  const embed = at(`/embed?parentOrigin=${encodeURIComponent(allowedHost.origin)}`)
  expect(await framesInto(page, embed)).toBe(true)
  expect(await framesInto(page, at('/'))).toBe(false)
})

test('the hosted page runs under its Content-Security-Policy: load, connect, quote, swap', async ({
  page,
  stack,
}) => {
  const violations = await recordCspViolations(page)
  const response = await page.goto(stack.url)
  expect(response!.headers()['content-security-policy']).toContain("default-src 'self'")
  const swapPage = new SwapPage(page)
  await swapPage.prepare({
    address: stack.accounts[2]!.address,
    from: tokenValue(stack, 1, 'USDC'),
    to: tokenValue(stack, 8453, 'USDC'),
    amount: '12',
  })
  await expect(swapPage.quotedReceive).toContainText('USDC')
  await swapPage.swap.click()
  await expect(swapPage.orderState).toHaveText('Delivered', { timeout: 60_000 })
  expect(await violations()).toEqual([])
  // The policy is enforced and the recorder hears it: an injected inline script is refused.
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.head.append(script)
  })
  await expect
    .poll(violations)
    .toContainEqual(expect.stringMatching(/script-src-elem blocked inline/))
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined()
})

test('the demo host and /embed inside it run under their policies: quote in both, the iframe signs with the host wallet', async ({
  page,
  stack,
}) => {
  const violations = await recordCspViolations(page)
  const framed = new URL('/embed', stack.url).toString()
  const host = new URL(`/demo?embed=${encodeURIComponent(framed)}`, stack.url)
  host.hostname = 'localhost'
  const demo = new DemoHost(page)
  await demo.open(host.toString())
  const form = {
    from: tokenValue(stack, 1, 'USDC'),
    to: tokenValue(stack, 8453, 'USDC'),
    amount: '7',
  }
  await demo.fill(demo.component, form)
  await demo.fill(demo.frame, form)
  await demo.frame.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(demo.frame.locator('.ferry-state')).toHaveText('Delivered', { timeout: 60_000 })
  expect(page.frames().length).toBeGreaterThan(1)
  expect(await violations()).toEqual([])
})
