import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { DemoHost, expect, test, tokenValue } from '../fixtures.js'
import { ScriptTagHost } from '../pages/scriptTagHost.js'
import { shootScreen } from '../screens.js'

declare function mountSwap(locale: string | undefined, params: Record<string, string>): void

const manifest = JSON.parse(
  readFileSync(new URL('../../packages/embed/dist/script/manifest.json', import.meta.url), 'utf8'),
) as { file: string; integrity: string }

test('a plain HTML page on another origin includes the <script> build with SRI and its widget quotes', async ({
  page,
  stack,
}) => {
  const scriptUrl = new URL(`/embed/${manifest.file}`, stack.url).href
  const embedUrl = new URL('/embed', stack.url).href
  // Every height the loader gives the iframe, recorded as it is applied. `mountSwap` (again) with
  // the host's locale and presets, as a host that changes language would.
  const html = `<!doctype html><html><head><title>Plain host</title></head><body>
<div id="swap"></div>
<script src="${scriptUrl}" integrity="${manifest.integrity}" crossorigin="anonymous"></script>
<script>
  window.heights = []
  window.mountSwap = (locale, params) => {
    window.widget?.destroy()
    window.widget = Ferry.createWidget('#swap', { url: ${JSON.stringify(embedUrl)}, theme: 'auto', locale, params })
  }
  mountSwap()
  new MutationObserver(() => window.heights.push(document.querySelector('#swap iframe')?.style.height))
    .observe(document.getElementById('swap'), { subtree: true, attributes: true, attributeFilter: ['style'] })
</script>
</body></html>`
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html)
  })
  await new Promise<void>((resolve) => server.listen(stack.plainHostPort, '127.0.0.1', resolve))
  try {
    const scriptResponse = page.waitForResponse(scriptUrl)
    await page.goto(`http://127.0.0.1:${stack.plainHostPort}/`)
    expect((await scriptResponse).status()).toBe(200)
    const host = new ScriptTagHost(page)
    const frame = host.frame
    const form = {
      from: tokenValue(stack, 1, 'USDC'),
      to: tokenValue(stack, 8453, 'USDC'),
      amount: '5',
    }
    await new DemoHost(page).fill(frame, form)
    const heights = await page.evaluate(() => (window as unknown as { heights: string[] }).heights)
    expect(heights.length).toBeGreaterThan(0)
    // The frame follows its content and never collapses to 0 between screens.
    expect(heights.filter((height) => Number.parseFloat(height) < 100)).toEqual([])
    const iframe = host.iframe
    const root = frame.locator('.ferry').first()
    await expect(root).toHaveAttribute('data-theme', 'auto')
    await shootScreen(page, 'embed-iframe', {
      element: iframe,
      frame: '#swap iframe',
      root,
      // The frame's locale is its host's: the host mounts it again asking for it, quoted (back
      // in English, not waited for: the test ends with the shots).
      turnTo: async (locale) => {
        await page.evaluate(([locale, form]) => mountSwap(locale, form), [locale, form] as const)
        if (!locale) return
        await expect(root).toHaveAttribute('lang', locale)
        await expect(frame.getByTestId('receive-amount')).toContainText('USDC')
      },
      // At each width the frame takes its content's new height before it is shot.
      check: () =>
        expect
          .poll(async () => {
            const [outer, inner] = await Promise.all([
              iframe.evaluate((element) => element.getBoundingClientRect().height),
              frame.locator('#root').evaluate((element) => element.getBoundingClientRect().height),
            ])
            return Math.abs(outer - inner)
          })
          .toBeLessThanOrEqual(1),
    })
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
})

test('a tampered integrity keeps the script from running', async ({ page, stack }) => {
  const scriptUrl = new URL(`/embed/${manifest.file}`, stack.url).href
  const wrong = `sha384-${Buffer.alloc(48).toString('base64')}`
  const html = `<!doctype html><script src="${scriptUrl}" integrity="${wrong}" crossorigin="anonymous"></script>`
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html)
  })
  await new Promise<void>((resolve) => server.listen(stack.plainHostPort, '127.0.0.1', resolve))
  try {
    const refused = page.waitForEvent('console', (message) => /integrity/i.test(message.text()))
    await page.goto(`http://127.0.0.1:${stack.plainHostPort}/`)
    await refused
    expect(await page.evaluate(() => 'Ferry' in window)).toBe(false)
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
})

test('a plain page on an origin the BFF does not list is told so in words, with a Retry', async ({
  page,
  stack,
}) => {
  const scriptUrl = new URL(`/embed/${manifest.file}`, stack.url).href
  const embedUrl = new URL('/embed', stack.url).href
  const html = `<!doctype html><html><head><title>Unlisted host</title></head><body>
<div id="swap"></div>
<script src="${scriptUrl}" integrity="${manifest.integrity}" crossorigin="anonymous"></script>
<script>Ferry.createWidget('#swap', { url: ${JSON.stringify(embedUrl)} })</script>
</body></html>`
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html)
  })
  // Any free port: its origin is in nobody's ALLOWED_ORIGINS.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  const unlisted = `http://127.0.0.1:${port}`
  const sentence = `origin ${unlisted} is not in ALLOWED_ORIGINS`
  try {
    const logged = page.waitForEvent(
      'console',
      (message) => message.text() === `Ferry: ${sentence}`,
    )
    await page.goto(`${unlisted}/`)
    const host = new ScriptTagHost(page)
    const alert = host.alert
    await expect(alert).toContainText(sentence)
    await logged
    await expect(host.iframe).toHaveCount(0)
    // Retry mounts the frame again; still unlisted, it is told again.
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(host.alert).toContainText(sentence)
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
})
