import { V1_NATIVE_TOKEN_ADDRESS } from '@ferry/order-api/v1'
import type { Locator } from '@playwright/test'
import { expect, expectAccessible, hostedPageUrl, SwapPage, test } from '../fixtures.js'
import { TokenPicker } from '../pages/tokenPicker.js'
import { shootScreen } from '../screens.js'

const NATIVE = V1_NATIVE_TOKEN_ADDRESS

/**
 * The token and chain names of the picker whose first letter is not inside their box: cut at
 * the start (a Latin name laid out right to left in Arabic overflowed at its start, its
 * ellipsis eating "Glo" of "Global Dollar").
 */
const namesCutAtStart = (dialog: Locator) =>
  dialog.locator('.ferry-picker-names > span').evaluateAll((names) =>
    names.flatMap((name) => {
      const text = name.firstChild
      if (!text?.textContent) return []
      const firstLetter = document.createRange()
      firstLetter.setStart(text, 0)
      firstLetter.setEnd(text, 1)
      const letter = firstLetter.getBoundingClientRect()
      const box = name.getBoundingClientRect()
      const inside = letter.left >= box.left - 0.5 && letter.right <= box.right + 0.5
      return inside ? [] : [text.textContent]
    }),
  )

/** Whether an image element has loaded (a broken one has no natural width). */
const loaded = (image: Locator) =>
  image.evaluate(
    (element) =>
      (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
  )

test('the picker lists every chain with its icon, finds native ETH on Arbitrum and shows its logo', async ({
  page,
  stack,
  swapPage,
}, testInfo) => {
  // One logo that fails to load: its tokens must fall back to the glyph.
  await page.route('**/api/v1/token-logos/USDG.svg', (route) => route.fulfill({ status: 404 }))
  await page.reload()
  const picker = new TokenPicker(page, 'To')
  await test.step('connect, then open the picker: chains grouped with their icons', async () => {
    await swapPage.account.selectOption(stack.accounts[1]!.address)
    await swapPage.connect()
    await picker.open()
    for (const chain of stack.chains) {
      const group = picker.dialog.getByRole('group', { name: chain.name })
      const icon = group.locator('.ferry-picker-chain img')
      await expect(icon).toHaveAttribute('src', new RegExp(`/api/v1/chain/${chain.chainId}/icon$`))
      await expect.poll(() => loaded(icon)).toBe(true)
    }
  })
  await test.step('the wallet holdings show with their USD value', async () => {
    const eth = picker.option(`42161:${NATIVE}`)
    await expect(eth.locator('.ferry-picker-balance .ferry-note')).toHaveText(/^\$[\d,]+\.\d\d$/)
  })
  await test.step('a token whose logo does not load shows its glyph', async () => {
    const usdg = picker.option(
      `1:${stack.chains[0]!.tokens.find((t) => t.symbol === 'USDG')!.address}`,
    )
    await expect(usdg.locator('.ferry-token-glyph')).toHaveText('U')
  })
  await test.step('the open dialog fits and is accessible in both themes at 320 and 440 px', async () => {
    await expect
      .poll(() =>
        loaded(picker.option(`42161:${NATIVE}`).locator('.ferry-token-icon > img').first()),
      )
      .toBe(true)
    await shootScreen(page, 'token-picker', {
      check: async ({ theme, width, locale }) => {
        const at = `${locale ?? 'en'} at ${width} px`
        const overflow = await picker.dialog.evaluate(
          (dialog) => dialog.scrollWidth - dialog.clientWidth,
        )
        expect(overflow, at).toBeLessThanOrEqual(0)
        // Long names are cut at their end, in Arabic too ("Global Dollar" at 320 px).
        expect(await namesCutAtStart(picker.dialog), at).toEqual([])
        // In a language, shootScreen has run axe once already.
        if (!locale) await expectAccessible(page, testInfo, `token picker, ${theme}, ${width} px`)
      },
    })
  })
  await test.step('search "eth" and pick native ETH on Arbitrum', async () => {
    await picker.search.fill('eth')
    const eth = picker.option(`42161:${NATIVE}`)
    await expect(eth).toBeVisible()
    await expect(picker.option(`8453:${NATIVE}`)).toBeVisible()
    await expect(picker.dialog.getByRole('option', { name: /POL/ })).toHaveCount(0)
    await eth.click()
    await expect(picker.dialog).toHaveCount(0)
  })
  await test.step('the button shows the logo of ETH and the badge of Arbitrum', async () => {
    const arbitrum = stack.chains.find((chain) => chain.chainId === 42161)!
    await expect(picker.button).toHaveAccessibleName(new RegExp(`^To: ETH on ${arbitrum.name}`))
    const logo = picker.button.locator('.ferry-token-icon > img').first()
    await expect(logo).toHaveAttribute('src', /\/api\/v1\/token-logos\/ETH\.svg$/)
    await expect.poll(() => loaded(logo)).toBe(true)
    await expect(picker.button.locator('.ferry-chain-badge')).toHaveAttribute(
      'src',
      /\/api\/v1\/chain\/42161\/icon$/,
    )
  })
})

test('the keyboard moves through the list and Enter picks', async ({ page, stack }) => {
  await page.goto(stack.url)
  const picker = new TokenPicker(page, 'From')
  await picker.open()
  await picker.search.fill('usdc')
  const first = picker.dialog.getByRole('option').first()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  const second = picker.dialog.getByRole('option').nth(1)
  await expect(second).toHaveAttribute('aria-selected', 'true')
  await expect(picker.search).toHaveAttribute(
    'aria-activedescendant',
    (await second.getAttribute('id'))!,
  )
  const chosen = (await second.getAttribute('data-token'))!
  await page.keyboard.press('Enter')
  await expect(picker.dialog).toHaveCount(0)
  const chainId = Number(chosen.split(':')[0])
  const name = stack.chains.find((chain) => chain.chainId === chainId)!.name
  await expect(picker.button).toHaveAccessibleName(new RegExp(`^From: USDC on ${name}`))
})

test('the chain row shows one chain alone; a search ranks the token named by it first', async ({
  page,
  stack,
}, testInfo) => {
  await page.goto(hostedPageUrl(stack))
  const swapPage = new SwapPage(page)
  const picker = new TokenPicker(page, 'From')
  const arbitrum = stack.chains.find((chain) => chain.chainId === 42161)!
  await test.step('"eth" across every chain: ETH comes before USDC found by "Ethereum"', async () => {
    await picker.open()
    await picker.search.fill('eth')
    await expect(picker.dialog.getByRole('option').first()).toHaveAttribute(
      'data-token',
      new RegExp(`^\\d+:${NATIVE}$`, 'i'),
    )
    await picker.search.fill('')
  })
  await test.step('the chain row: Arbitrum alone, then every chain again', async () => {
    const all = picker.chainRow.getByRole('button', { name: 'All chains' })
    await expect(all).toHaveAttribute('aria-pressed', 'true')
    await picker.chainRow.getByRole('button', { name: arbitrum.name }).click()
    await expect(picker.groups).toHaveCount(1)
    await expect(picker.groups.first()).toHaveAccessibleName(new RegExp(`^${arbitrum.name}`))
    await picker.search.fill('eth')
    await expect(picker.dialog.getByRole('option').first()).toHaveAttribute(
      'data-token',
      `42161:${NATIVE}`,
    )
    await all.click()
    await expect(picker.groups.nth(4)).toBeVisible()
    await page.keyboard.press('Escape')
  })
  await test.step('in Arabic, right to left: Arabic words, one chain shown, accessible', async () => {
    await page.goto(hostedPageUrl(stack, { locale: 'ar' }))
    await expect(swapPage.widget.first()).toHaveAttribute('dir', 'rtl')
    await swapPage.tokenButtons.first().click()
    const dialog = swapPage.openDialog
    const row = dialog.getByRole('group', { name: 'الشبكات' })
    await expect(row.getByRole('button', { name: 'كل الشبكات' })).toBeVisible()
    await row.getByRole('button', { name: arbitrum.name }).click()
    await expect(dialog.getByRole('listbox').getByRole('group')).toHaveCount(1)
    await shootScreen(page, 'token-picker-chain', {
      check: async ({ theme, width, locale }) => {
        const overflow = await dialog.evaluate(
          (element) => element.scrollWidth - element.clientWidth,
        )
        expect(overflow, `at ${width} px`).toBeLessThanOrEqual(0)
        expect(await namesCutAtStart(dialog), `${locale ?? 'ar'} at ${width} px`).toEqual([])
        // In a language, shootScreen has run axe once already.
        if (!locale)
          await expectAccessible(
            page,
            testInfo,
            `token picker, one chain, Arabic, ${theme}, ${width} px`,
          )
      },
    })
  })
})
