import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { DemoHost, expect, test, tokenValue } from '../fixtures.js'
import { ScriptTagHost } from '../pages/scriptTagHost.js'
import { shootScreen } from '../screens.js'

/** The loader's handle of the host page below (`Ferry.createWidget`'s return). */
declare const widget: {
  setAppearance(appearance: {
    theme?: 'light' | 'dark' | 'auto'
    locale?: string | undefined
  }): void
}

const manifest = JSON.parse(
  readFileSync(new URL('../../packages/embed/dist/script/manifest.json', import.meta.url), 'utf8'),
) as { file: string; integrity: string }

test('a plain HTML page on another origin includes the <script> build with SRI and its widget quotes', async ({
  page,
  stack,
}) => {
  const scriptUrl = new URL(`/embed/${manifest.file}`, stack.url).href
  const embedUrl = new URL('/embed', stack.url).href
  // Every height the loader gives the iframe, recorded as it is applied; the loader's handle as
  // `window.widget`, for the host's calls below.
  const html = `<!doctype html><html><head><title>Plain host</title></head><body>
<div id="swap"></div>
<script src="${scriptUrl}" integrity="${manifest.integrity}" crossorigin="anonymous"></script>
<script>
  window.heights = []
  window.widget = Ferry.createWidget('#swap', { url: ${JSON.stringify(embedUrl)}, theme: 'auto' })
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
    await test.step('the host changes the locale and theme after mount: the same frame switches, the form kept', async () => {
      // A mark in the frame's window: a reloaded or re-created frame would lose it.
      await host.frameDocument.evaluate(() => Object.assign(window, { sameDocument: true }))
      await page.evaluate(() => widget.setAppearance({ locale: 'ar' }))
      await expect(root).toHaveAttribute('lang', 'ar')
      await expect(root).toHaveAttribute('dir', 'rtl')
      // The frame's own document follows, as the hosted page's does.
      await expect(host.frameDocument).toHaveAttribute('lang', 'ar')
      await expect(host.frameDocument).toHaveAttribute('dir', 'rtl')
      await expect(frame.getByLabel('المبلغ المدفوع')).toHaveValue('5')
      await expect(frame.getByTestId('receive-amount')).toContainText('USDC')
      await page.evaluate(() => widget.setAppearance({ theme: 'dark' }))
      await expect(root).toHaveAttribute('data-theme', 'dark')
      await expect(root).toHaveAttribute('lang', 'ar')
      await page.evaluate(() => widget.setAppearance({ theme: 'auto', locale: undefined }))
      await expect(root).toHaveAttribute('lang', 'en')
      await expect(host.frameDocument).toHaveAttribute('dir', 'ltr')
      await expect(root).toHaveAttribute('data-theme', 'auto')
      await expect(frame.getByLabel('Amount to pay')).toHaveValue('5')
      await expect(iframe).toHaveCount(1)
      expect(await host.frameDocument.evaluate(() => 'sameDocument' in window)).toBe(true)
    })
    await shootScreen(page, 'embed-iframe', {
      element: iframe,
      frame: '#swap iframe',
      root,
      // The frame's locale is its host's: the host asks for another (setAppearance) and the same
      // frame turns, its quote kept (back in English, not waited for: the test ends with the shots).
      turnTo: async (locale) => {
        await page.evaluate((locale) => widget.setAppearance({ locale }), locale)
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
