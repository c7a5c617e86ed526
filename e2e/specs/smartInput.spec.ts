import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, test, tokenValue } from '../fixtures.js'
import { shootScreen } from '../screens.js'

/** The amount to pay as a smart input: the combobox and its list of suggestions. */
class SmartInput {
  /** The amount to pay, a combobox once words are typed into it. */
  readonly combobox: Locator
  /** The list of suggestions the combobox controls. */
  readonly listbox: Locator
  readonly options: Locator
  constructor(readonly page: Page) {
    this.combobox = page.getByRole('combobox', { name: 'Amount to pay' })
    this.listbox = page.getByRole('listbox', { name: 'Suggestions' })
    this.options = this.listbox.getByRole('option')
  }
  /** Highlights the first option whose text matches `text` with ArrowDown, as a keyboard user. */
  async highlight(text: RegExp) {
    const rows = await this.options.allTextContents()
    const index = rows.findIndex((row) => text.test(row))
    expect(index, rows.join(' | ')).toBeGreaterThanOrEqual(0)
    for (let step = 0; step <= index; step++) await this.combobox.press('ArrowDown')
    const id = await this.options.nth(index).getAttribute('id')
    await expect(this.combobox).toHaveAttribute('aria-activedescendant', id!)
    await expect(this.options.nth(index)).toHaveAttribute('aria-selected', 'true')
  }
}

test('"100 usdc on base" typed into the amount lists the service’s suggestions; the keyboard picks USDC on Base', async ({
  swapPage,
  stack,
  page,
}, testInfo) => {
  const smart = new SmartInput(page)
  await page.setViewportSize({ width: 320, height: 800 })
  await test.step('start from USDC on Ethereum to USDC on Arbitrum', async () => {
    await swapPage.pick('From', tokenValue(stack, 1, 'USDC'))
    await swapPage.pick('To', tokenValue(stack, 42161, 'USDC'))
  })
  await test.step('type the words; the suggestions come from v1 autocomplete through the BFF', async () => {
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/api/v1/tokens/autocomplete/100%20usdc%20on%20base') &&
        response.status() === 200,
    )
    await swapPage.amount.pressSequentially('100 usdc on base')
    await answered
    await expect(smart.combobox).toBeFocused()
    await expect(smart.combobox).toHaveValue('100 usdc on base')
    await expect(smart.combobox).toHaveAttribute('aria-expanded', 'true')
    await expect(smart.options.first()).toBeVisible()
    const listId = await smart.listbox.getAttribute('id')
    await expect(smart.combobox).toHaveAttribute('aria-controls', listId!)
    await expect(smart.options.filter({ hasText: /USDC\s*Base/ })).toContainText('100')
  })
  await test.step('the open combobox passes axe, and fits at each width it is shot', async () => {
    await smart.highlight(/^USDC\s*Base/)
    await expectAccessible(page, testInfo, 'smart input open')
    await shootScreen(page, 'smart-input', {
      check: async ({ width }) => {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        )
        expect(overflow, `at ${width} px`).toBeLessThanOrEqual(0)
        await expect(smart.listbox).toBeVisible()
      },
    })
  })
  await test.step('Enter chooses: the form shows 100 and USDC on Base, and quotes it', async () => {
    await smart.combobox.press('Enter')
    await expect(smart.combobox).toHaveAttribute('aria-expanded', 'false')
    await expect(swapPage.amount).toHaveValue('100')
    await expect(page.getByRole('button', { name: 'From: USDC on Base' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^To: USDC on Arbitrum/ })).toBeVisible()
    await expect(page.getByTestId('receive-amount')).toContainText('USDC')
  })
})

test('Escape closes the suggestions and keeps the words; plain numbers never ask', async ({
  swapPage,
  page,
}) => {
  const smart = new SmartInput(page)
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/autocomplete/')) asked.push(request.url())
  })
  await swapPage.amount.fill('25')
  await expect(page.getByTestId('receive-amount')).toContainText('USDC')
  expect(asked).toEqual([])
  await expect(smart.combobox).toHaveCount(0)
  await swapPage.amount.fill('')
  await swapPage.amount.pressSequentially('$50 usdc')
  await expect(smart.options.first()).toBeVisible()
  await smart.combobox.press('Escape')
  await expect(smart.combobox).toHaveAttribute('aria-expanded', 'false')
  await expect(smart.listbox).toBeHidden()
  await expect(smart.combobox).toHaveValue('$50 usdc')
})

test('words the service cannot read are said under the field, and the field says it takes words', async ({
  swapPage,
  page,
}, testInfo) => {
  const smart = new SmartInput(page)
  await expect(swapPage.amount).toHaveAttribute('placeholder', 'e.g. 100 USDC on Base')
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/tokens/autocomplete/zzqx%20on%20nowhere') &&
      response.status() === 200,
  )
  await swapPage.amount.pressSequentially('zzqx on nowhere')
  await answered
  const feedback = page.getByText(
    'Not understood. Type a number, or words like “100 USDC on Base”.',
  )
  await expect(feedback).toBeVisible()
  await expect(smart.combobox).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page, testInfo, 'smart input unreadable')
  await shootScreen(page, 'smart-input-unreadable')
  await smart.combobox.fill('25')
  await expect(feedback).toHaveCount(0)
})
