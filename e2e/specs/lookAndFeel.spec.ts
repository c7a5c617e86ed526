import type { Page } from '@playwright/test'
import { expect, expectAccessible, SwapPage, test, tokenValue } from '../fixtures.js'
import { shootScreen } from '../screens.js'

/** Presses Tab until the focused element's accessible name matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, maxPresses = 40) {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      return element?.getAttribute('aria-label') ?? element?.textContent ?? ''
    })
    if (name.test(focused)) return
  }
  throw new Error(`Tab never reached ${name}`)
}

test('keyboard only: connect, choose both tokens in the dialogs, type an amount and swap to delivery', async ({
  page,
  stack,
}, testInfo) => {
  await page.goto(stack.url)
  const swapPage = new SwapPage(page)
  await swapPage.account.selectOption(stack.accounts[5]!.address)
  await swapPage.body.focus()
  const disconnect = swapPage.disconnect
  await page.waitForLoadState('networkidle')
  if (!(await disconnect.isVisible())) {
    await tabTo(page, /^Connect/)
    await page.keyboard.press('Enter')
  }
  await expect(disconnect).toBeVisible()

  await tabTo(page, /^From:/)
  await page.keyboard.press('Enter')
  const dialog = swapPage.openDialog
  await expect(dialog).toBeVisible()
  // Focus starts in the search field; Escape closes and hands focus back to the opener.
  const search = dialog.getByRole('combobox', { name: 'Search tokens' })
  await expect(search).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(swapPage.from).toBeFocused()

  // The search filters as it is typed; the arrow keys move the active option, Enter picks it.
  const active = dialog.getByRole('option', { selected: true })
  await page.keyboard.press('Enter')
  await page.keyboard.type('usdc ethereum')
  await expect(active).toHaveAttribute('data-token', tokenValue(stack, 1, 'USDC'))
  await page.keyboard.press('Enter')
  await expect(swapPage.from).toHaveAccessibleName(/USDC on Ethereum/)
  await expect(swapPage.from).toBeFocused()

  await tabTo(page, /^To:/)
  await page.keyboard.press('Enter')
  await page.keyboard.type('usdc')
  await expect(active).toHaveAttribute('data-token', tokenValue(stack, 1, 'USDC'))
  const base = dialog.locator(`[role=option][data-token="${tokenValue(stack, 8453, 'USDC')}"]`)
  for (let press = 0; press < 20 && (await base.getAttribute('aria-selected')) !== 'true'; press++)
    await page.keyboard.press('ArrowDown')
  await expect(base).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(swapPage.to).toHaveAccessibleName(/USDC on Base/)

  await swapPage.from.focus()
  await tabTo(page, /^Amount to pay$/)
  await page.keyboard.type('15')
  await expect(swapPage.quotedReceive).toContainText('USDC')
  await tabTo(page, /^Swap$/)
  await page.keyboard.press('Enter')
  await expect(swapPage.orderState).toHaveText('Delivered', { timeout: 60_000 })
  await testInfo.attach('keyboard swap delivered', {
    body: await page.screenshot(),
    contentType: 'image/png',
  })
})

test('axe finds no serious or critical violation on the form, the token dialog, the quote, history and tracking', async ({
  swapPage,
  stack,
  page,
}, testInfo) => {
  await expectAccessible(page, testInfo, 'form, not connected')
  // The devnet account picker joins the page's header after hydration.
  await expect(swapPage.account).toBeVisible()
  await shootScreen(page, 'form-empty')
  await swapPage.prepare({
    address: stack.accounts[0]!.address,
    from: tokenValue(stack, 1, 'USDC'),
    to: tokenValue(stack, 137, 'USDC'),
    amount: '11',
  })
  await expect(swapPage.quotedReceive).toContainText('USDC')
  await expectAccessible(page, testInfo, 'quote')
  await shootScreen(page, 'form-quote')
  await swapPage.to.click()
  await expectAccessible(page, testInfo, 'token dialog')
  await page.keyboard.press('Escape')
  await swapPage.amount.fill('0.5')
  await expect(swapPage.alertSaying('The minimum is')).toBeVisible()
  await expectAccessible(page, testInfo, 'below minimum')
  await shootScreen(page, 'form-error-minimum')
  await swapPage.amount.fill('11')
  await expect(swapPage.quotedReceive).toContainText('USDC')
  await swapPage.swap.click()
  await expect(swapPage.orderState).toHaveText('Delivered', { timeout: 60_000 })
  await expectAccessible(page, testInfo, 'delivered')
  await swapPage.newSwap.click()
  await swapPage.historyButton.click()
  await expect(swapPage.history.getByRole('button').first()).toBeVisible()
  await expectAccessible(page, testInfo, 'history')
})

for (const look of [
  { name: 'light, English', query: 'theme=light&locale=en', heading: 'Swap', dark: false },
  { name: 'dark, Spanish', query: 'theme=dark&locale=es', heading: 'Intercambiar', dark: true },
  {
    name: 'auto in a dark system, Simplified Chinese',
    query: 'theme=auto&locale=zh-CN',
    heading: '兑换',
    dark: true,
  },
  // Right to left: the root takes dir="rtl" and the layout mirrors (issue #27).
  { name: 'light, Arabic', query: 'theme=light&locale=ar', heading: 'مبادلة', dark: false },
  { name: 'dark, Japanese', query: 'theme=dark&locale=ja', heading: 'スワップ', dark: true },
  {
    name: 'auto in a light system, wide',
    query: 'theme=auto&layout=wide',
    heading: 'Swap',
    dark: false,
  },
]) {
  test(`look: ${look.name}`, async ({ page, stack }, testInfo) => {
    const swapPage = new SwapPage(page)
    await page.emulateMedia({ colorScheme: look.name.includes('dark system') ? 'dark' : 'light' })
    await page.goto(
      `${stack.url}/?${look.query}&amount=20&from=${tokenValue(stack, 1, 'USDC')}&to=${tokenValue(stack, 8453, 'USDC')}`,
    )
    await expect(swapPage.heading(look.heading)).toBeVisible()
    await expect(swapPage.quotedReceive).toBeVisible()
    await expect(swapPage.widget).toHaveAttribute(
      'dir',
      look.query.includes('locale=ar') ? 'rtl' : 'ltr',
    )
    // The card and the page around it (background and header) follow the theme together.
    for (const selector of ['.ferry-card', 'main.page']) {
      const background = await page
        .locator(selector)
        .evaluate((element) => getComputedStyle(element).backgroundColor)
      const [red] = background.match(/\d+/g)!.map(Number)
      expect(red! < 80, `${selector} background ${background}`).toBe(look.dark)
    }
    await testInfo.attach(`look ${look.name}`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    })
    await expectAccessible(page, testInfo, look.name)
  })
}

test('the widget at 320 px wide: nothing overflows and every control is reachable', async ({
  page,
  stack,
}, testInfo) => {
  const swapPage = new SwapPage(page)
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto(
    `${stack.url}/?amount=20&from=${tokenValue(stack, 1, 'USDC')}&to=${tokenValue(stack, 8453, 'USDC')}`,
  )
  await expect(swapPage.quotedReceive).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await testInfo.attach('320 px', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  })
})

/**
 * Styles a careless host page might have: resets, global element rules, a tiny root font, and
 * rules under the host's own class (which outrank a reset under `.ferry`).
 */
const hostileCss = `
html { font-size: 10px !important; }
* { margin: 7px; padding: 3px; box-sizing: content-box; letter-spacing: 2px; line-height: 3; font-family: "Comic Sans MS", cursive; }
button { background: hotpink; color: yellow; border: 4px dashed red; font-size: 2rem; text-transform: uppercase; height: 20px; min-width: 200px; border-radius: 0; }
input, select { height: 10px; border: 5px solid lime; font-size: 30px; background: black; color: black; }
div, section, fieldset { display: block; padding: 20px; border: 1px solid orange; }
p, span, dd, dt { font-size: 22px; color: green; text-align: center; }
ul, ol { list-style: square; padding-left: 80px; }
dialog { position: static; }
.page button { padding: 6px 24px; }
`

test.describe(() => {
  // The hostile stylesheet stands for a host page's own styles; the hosted page's CSP (which
  // refuses inline styles) would keep it out, so this test alone injects it past the policy.
  test.use({ bypassCSP: true })

  test('hostile host styles do not change how the widget looks or works', async ({
    page,
    stack,
  }, testInfo) => {
    const swapPage = new SwapPage(page)
    const url = `${stack.url}/?amount=20&from=${tokenValue(stack, 1, 'USDC')}&to=${tokenValue(stack, 8453, 'USDC')}`
    const measure = async () => {
      // The same settled screen both times: quote shown and the devnet account's balance read.
      await expect(swapPage.quotedReceive).toBeVisible()
      await expect(swapPage.balance).toBeVisible()
      return page.evaluate(() => {
        // Positions relative to the widget's root: the host may move the widget, not reshape it.
        const root = document.querySelector('.ferry')!.getBoundingClientRect()
        return [
          '.ferry-card',
          '.ferry-token',
          '.ferry-amount',
          '.ferry-primary',
          '.ferry-flip',
          '.ferry-link',
          '.ferry-quote dd',
        ].map((selector) => {
          const element = document.querySelector(selector)!
          const box = element.getBoundingClientRect()
          const style = getComputedStyle(element)
          return {
            selector,
            box: [box.x - root.x, box.y - root.y, box.width, box.height].map(Math.round),
            style: [
              style.backgroundColor,
              style.color,
              style.fontSize,
              style.textTransform,
              style.borderTopWidth,
              style.letterSpacing,
              style.padding,
            ],
          }
        })
      })
    }
    await page.goto(url)
    const clean = await measure()
    // The host's stylesheet comes after the widget's, as a later-loaded page stylesheet would.
    await page.goto(url)
    await swapPage.quotedReceive.waitFor()
    await page.addStyleTag({ content: hostileCss })
    const hostile = await measure()
    await testInfo.attach('hostile host', {
      body: await page.screenshot(),
      contentType: 'image/png',
    })
    expect(hostile).toEqual(clean)
    // The dialog still opens as a modal over the page.
    await swapPage.to.click()
    const dialog = swapPage.openDialog
    await expect(dialog).toBeVisible()
    expect(await dialog.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
    await testInfo.attach('hostile host dialog', {
      body: await page.screenshot(),
      contentType: 'image/png',
    })
  })
})
