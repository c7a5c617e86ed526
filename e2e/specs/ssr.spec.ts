import { V1_NATIVE_TOKEN_ADDRESS } from '@ferry/order-api/v1'
import type { Page } from '@playwright/test'
import { DemoHost, expect, hostedPageUrl, SwapPage, test, tokenValue } from '../fixtures.js'
import { shootScreen } from '../screens.js'

/**
 * What the page reports that a hydrated page must not: console errors and warnings (React's
 * hydration mismatch is one), uncaught errors (React 19 reports recoverable hydration errors
 * through reportError), and CSP violations, recorded from before any page script runs.
 */
async function recordProblems(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI}`),
    )
  })
  return problems
}

for (const look of [
  {
    name: 'English, light',
    query: '',
    noWallet: 'No wallet in this browser. Install one, or connect a wallet on your phone.',
  },
  {
    name: 'Spanish, dark',
    query: '?locale=es&theme=dark',
    noWallet:
      'No hay ninguna billetera en este navegador. Instala una o conecta una billetera de tu teléfono.',
  },
  {
    name: 'Simplified Chinese, auto',
    query: '?locale=zh-CN&theme=auto',
    noWallet: '此浏览器中没有钱包。请安装一个，或连接手机上的钱包。',
  },
]) {
  test(`${look.name}: the form is in the first HTML and hydrates without an error, with and without a wallet`, async ({
    page,
    stack,
  }) => {
    const swapPage = new SwapPage(page)
    await test.step('without a wallet (the devnet wallet kept out of the page)', async () => {
      const problems = await recordProblems(page)
      // The devnet wallet is the page's only wallet: refusing its chunk leaves none. The page
      // then logs that one failed import, and nothing else.
      await page.route(/\/assets\/devnetWallet-[\w-]+\.js$/, (route) => route.abort())
      const response = await page.goto(`${stack.url}/${look.query}`)
      const html = await response!.text()
      expect(html).toContain('class="ferry-token"')
      expect(html).toContain('class="ferry-amount"')
      expect(html).toContain('class="ferry-primary" disabled=""')
      // The balance's place is held by a placeholder that reads as nothing, not by a figure.
      expect(html).toContain(
        '<span class="ferry-balance-slot"><span class="ferry-placeholder" aria-hidden="true"></span></span>',
      )
      expect(html).not.toContain('data-testid="balance"')
      // Hydrated: the server's disabled connect button gave way to the wallet menu, which says
      // what this browser has (none: install links instead of a dead end).
      await swapPage.primaryButton.click()
      await expect(swapPage.says(look.noWallet)).toBeVisible()
      // No wallet, no balance to wait for: the placeholder is gone.
      await expect(swapPage.placeholders).toHaveCount(0)
      // The refused import is reported once it settles: waited for here, so that it is not
      // counted by the next step's recorder on the same page.
      await expect
        .poll(() => problems.some((problem) => /dynamically imported/.test(problem)))
        .toBe(true)
      expect(
        problems.filter(
          (problem) => !/devnetWallet|Failed to load resource|dynamically imported/.test(problem),
        ),
      ).toEqual([])
      await page.unrouteAll()
    })
    await test.step('with the devnet wallet, connected at once and again after a reload', async () => {
      const problems = await recordProblems(page)
      for (const load of [() => page.goto(`${stack.url}/${look.query}`), () => page.reload()]) {
        await load()
        await expect(swapPage.connectedAccount).toBeVisible()
        await expect(swapPage.balance.first()).toBeVisible()
        await expect(swapPage.placeholders).toHaveCount(0)
      }
      expect(problems).toEqual([])
    })
  })
}

test('/embed inside the demo host: the server-rendered frame hydrates without an error, then takes the host wallet', async ({
  page,
  stack,
}) => {
  const problems = await recordProblems(page)
  const demo = new DemoHost(page)
  await demo.open(`${stack.url}/demo`)
  await expect(demo.frame.getByRole('button', { name: /^From:/ })).toBeVisible()
  await expect(demo.frame.getByRole('button', { name: /Disconnect/ })).toBeVisible()
  await expect(demo.frame.getByLabel('Amount to pay')).toBeEnabled()
  // The loader's iframe is sandboxed with scripts and same-origin on purpose (its wallet relay
  // needs both), and Chromium warns about it: that line is the loader's, not the frame's.
  expect(
    problems.filter((problem) => !/allow-scripts and allow-same-origin/.test(problem)),
  ).toEqual([])
})

test('Arabic: <html lang dir> from the first HTML on, the page header mirrored, hydrated clean, and in step with history moves', async ({
  page,
  stack,
}, testInfo) => {
  const swapPage = new SwapPage(page)
  const problems = await recordProblems(page)
  /** Where the page's title sits in its header: at the start of a right-to-left line, the right. */
  const titleSide = async () => {
    const header = (await swapPage.pageHeader.boundingBox())!
    const title = (await swapPage.pageTitle.boundingBox())!
    if (Math.abs(title.x + title.width - (header.x + header.width)) <= 1) return 'right'
    if (Math.abs(title.x - header.x) <= 1) return 'left'
    return `neither (${JSON.stringify({ header, title })})`
  }
  await test.step('the server sends the document in Arabic, right to left', async () => {
    const response = await page.goto(hostedPageUrl(stack, { locale: 'ar' }))
    expect(await response!.text()).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/i)
  })
  await test.step('hydrated, the page and its widget read and mirror alike', async () => {
    await expect(swapPage.account).toBeVisible()
    await expect(swapPage.documentRoot).toHaveAttribute('lang', 'ar')
    await expect(swapPage.documentRoot).toHaveAttribute('dir', 'rtl')
    await expect(swapPage.widget).toHaveAttribute('dir', 'rtl')
    await expect(swapPage.pageHeader).toHaveCSS('direction', 'rtl')
    expect(await titleSide()).toBe('right')
    await testInfo.attach('hosted page in Arabic', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    })
    expect(problems).toEqual([])
  })
  await test.step('history moves turn the document with the widget, without a reload', async () => {
    await page.evaluate(() => {
      Object.assign(window, { sameDocument: true })
      history.pushState(null, '', '?locale=ja&theme=auto')
      history.pushState(null, '', '?locale=ar&theme=auto')
    })
    await page.goBack()
    await expect(swapPage.widget).toHaveAttribute('lang', 'ja')
    await expect(swapPage.documentRoot).toHaveAttribute('lang', 'ja')
    await expect(swapPage.documentRoot).toHaveAttribute('dir', 'ltr')
    expect(await titleSide()).toBe('left')
    await page.goForward()
    await expect(swapPage.documentRoot).toHaveAttribute('lang', 'ar')
    await expect(swapPage.documentRoot).toHaveAttribute('dir', 'rtl')
    expect(await titleSide()).toBe('right')
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    expect(problems).toEqual([])
  })
})

test('with JavaScript disabled, the form is readable: labels, tokens, amounts and the button', async ({
  browser,
  stack,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const swapPage = new SwapPage(page)
  await page.goto(
    `${stack.url}/?locale=es&amount=12.5&from=${tokenValue(stack, 1, 'USDC')}&to=${tokenValue(stack, 8453, 'USDC')}`,
  )
  const form = swapPage.widget
  await expect(form.getByRole('heading', { name: 'Intercambiar' })).toBeVisible()
  await expect(form.locator('legend', { hasText: 'Desde' })).toBeVisible()
  await expect(form.locator('legend', { hasText: 'Hacia' })).toBeVisible()
  await expect(form.locator('.ferry-token-symbol', { hasText: 'USDC' })).toHaveCount(2)
  await expect(form.locator('.ferry-token-symbol').first()).toBeVisible()
  // The link's 12.5, written with Spanish's decimal comma from the server on.
  await expect(swapPage.field('Importe a pagar')).toHaveValue('12,5')
  await expect(swapPage.field('Importe a recibir')).toBeVisible()
  await expect(swapPage.primaryButton).toBeVisible()
  await expect(swapPage.primaryButton).toHaveAccessibleName('Conectar billetera')
  // The stylesheet is in the head: the card is styled before any script.
  const radius = await form
    .locator('.ferry-card')
    .evaluate((card) => getComputedStyle(card).borderTopLeftRadius)
  expect(radius).not.toBe('0px')
  // So is the page's own (Tailwind, apps/web/src/styles/hostedPage.css): body, background, title.
  await expect(swapPage.body).toHaveCSS('margin-top', '0px')
  await expect(swapPage.main).toHaveCSS('background-color', 'rgb(243, 244, 246)')
  await expect(swapPage.pageTitle).toHaveCSS('font-size', '20px')
  await context.close()
})

test('the hosted page in both themes at 320 and 440 px: nothing overlaps or is cut, the page follows the theme', async ({
  page,
  stack,
}) => {
  const swapPage = new SwapPage(page)
  await page.goto(
    hostedPageUrl(stack, {
      from: tokenValue(stack, 1, 'USDC'),
      to: tokenValue(stack, 8453, 'USDC'),
    }),
  )
  // The devnet account picker joins the header after hydration.
  await expect(swapPage.account).toBeVisible()
  await swapPage.connect()
  await swapPage.amount.fill('999999.123456')
  await expect(swapPage.quotedReceive).toContainText('USDC')
  // The USD values beside both amounts (the devnet prices USDC at 1.00), read with them.
  await expect(swapPage.amount).toHaveAccessibleDescription('≈ $999,999.12')
  await expect(swapPage.receiveAmount).toHaveAccessibleDescription(/^≈ \$[\d,]+\.\d\d$/)
  await expect(swapPage.balance).toBeVisible()
  await shootScreen(page, 'hosted-long-amount', {
    check: async ({ theme, width, locale = 'en' }) => {
      const at = `at ${width} px, ${theme}, ${locale}`
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, at).toBeLessThanOrEqual(0)
      // The header's title and account picker do not overlap: the picker after the title in
      // the page's direction (its left in Arabic, the header mirrored), or on a line of its own.
      const title = (await swapPage.pageTitle.boundingBox())!
      const picker = (await swapPage.account.boundingBox())!
      const after =
        locale === 'ar' ? title.x >= picker.x + picker.width : picker.x >= title.x + title.width
      const apart =
        picker.y >= title.y + title.height || after || title.y >= picker.y + picker.height
      expect(apart, `${at}: ${JSON.stringify({ title, picker })}`).toBe(true)
      // The receive amount is whole: no field cuts it.
      const cut = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            '.ferry-amount, [data-testid="receive-amount"], .ferry-usd, [data-testid="balance"]',
          ),
        ]
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .map((element) => element.outerHTML.slice(0, 120)),
      )
      expect(cut, at).toEqual([])
      // The page follows the theme as a whole, not only the card.
      const background = await page
        .locator('main.page')
        .evaluate((main) => getComputedStyle(main).backgroundColor)
      const [red] = background.match(/\d+/g)!.map(Number)
      expect(red! < 80, `${at}: page background ${background}`).toBe(theme === 'dark')
    },
  })
})

/** The heights of the amount to pay's field and of its line for the USD value and the balance. */
const payBoxes = (page: Page) =>
  page
    .locator('.ferry-side')
    .first()
    .evaluate((side) => ({
      field: side.getBoundingClientRect().height,
      line: side.querySelector('.ferry-balance')!.getBoundingClientRect().height,
    }))

/** The pay side's legend in each language the screens are shot in. */
const fromWords: Record<string, string> = { en: 'From', ar: 'من', ja: '支払い元' }

test('the server HTML holds the places of the balance and the USD values at their size, then Chromium fills them: both themes, 320 and 440 px, Arabic and Japanese', async ({
  browser,
  page,
  stack,
}) => {
  const url = (locale: string | undefined) =>
    `${stack.url}/?${new URLSearchParams({
      theme: 'auto',
      amount: '25',
      from: tokenValue(stack, 1, 'USDC'),
      to: tokenValue(stack, 8453, 'USDC'),
      ...(locale ? { locale } : {}),
    })}`
  // The pay side's boxes in the server's HTML, by language and width.
  const serverBoxes = new Map<string, Awaited<ReturnType<typeof payBoxes>>>()
  await test.step('the server HTML alone, as it paints before any script', async () => {
    // Every script refused: the page stays the server's HTML (no hydration), while the test
    // can still run axe in it.
    const context = await browser.newContext()
    await context.route(/\.js(\?|$)/, (route) => route.abort())
    const server = await context.newPage()
    await server.goto(url(undefined))
    const serverForm = new SwapPage(server)
    const pay = serverForm.paySide
    await shootScreen(server, 'server-placeholders', {
      // The server renders each language anew: the page is loaded again in it.
      turnTo: async (locale) => {
        await server.goto(url(locale))
      },
      check: async ({ width, locale = 'en' }) => {
        // In the language and direction asked for, from the server on.
        await expect(serverForm.widget).toHaveAttribute('lang', locale)
        await expect(serverForm.widget).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
        await expect(pay.locator('legend')).toHaveText(fromWords[locale]!)
        for (const placeholder of [
          pay.locator('.ferry-usd > .ferry-placeholder'),
          pay.locator('.ferry-balance-slot > .ferry-placeholder'),
        ]) {
          await expect(placeholder).toBeVisible()
          await expect(placeholder).toHaveAttribute('aria-hidden', 'true')
          await expect(placeholder).toHaveText('')
        }
        await expect(pay.locator('.ferry-amount')).toHaveAccessibleDescription('')
        serverBoxes.set(`${locale} ${width}`, await payBoxes(server))
      },
    })
    await context.close()
  })
  await test.step('hydrated, with the devnet wallet: the balance and the USD values beside both amounts', async () => {
    const problems = await recordProblems(page)
    const swapPage = new SwapPage(page)
    await page.goto(url(undefined))
    await expect(swapPage.balance).toBeVisible()
    await expect(swapPage.amount).toHaveAccessibleDescription('≈ $25.00')
    await expect(swapPage.payUsdValue).toHaveText('≈ $25.00')
    await expect(swapPage.receiveAmount).toHaveAccessibleDescription(/^≈ \$2\d\.\d\d$/)
    await expect(swapPage.placeholders).toHaveCount(0)
    await shootScreen(page, 'usd-beside-amounts', {
      check: async ({ width, locale = 'en' }) => {
        await expect(swapPage.balance).toBeVisible()
        await expect(swapPage.payUsdValue).toHaveText(/25\.00/)
        await expect(swapPage.placeholders).toHaveCount(0)
        // Filled in place: the field is the size the server's HTML gave it, in each language.
        expect(await payBoxes(page), `${locale} at ${width} px`).toEqual(
          serverBoxes.get(`${locale} ${width}`),
        )
      },
    })
    expect(problems).toEqual([])
  })
})

test('a v1 token (native ETH on Arbitrum) shows its USD value, and the v2 token it goes to the catalog’s', async ({
  page,
  stack,
}) => {
  await page.goto(
    `${stack.url}/?${new URLSearchParams({
      from: `42161:${V1_NATIVE_TOKEN_ADDRESS}`,
      to: tokenValue(stack, 8453, 'USDC'),
      amount: '0.05',
    })}`,
  )
  const swapPage = new SwapPage(page)
  await expect(swapPage.from).toContainText('ETH')
  // The devnet prices ether at 3000.00.
  await expect(swapPage.amount).toHaveAccessibleDescription('≈ $150.00')
  // The devnet wallet's ether on Arbitrum, read as the chain's coin (eth_getBalance).
  await expect(swapPage.balance).toHaveText(/^Balance: [\d,.]+ ETH$/)
  await expect(swapPage.routes.getByRole('radio').first()).toBeChecked({
    timeout: 30_000,
  })
  await expect(swapPage.receiveAmount).toHaveAccessibleDescription(/^≈ \$1\d\d\.\d\d$/)
})
