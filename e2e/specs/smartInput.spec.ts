import { expect, expectAccessible, test, tokenValue } from '../fixtures.js'
import { SmartInput } from '../pages/smartInput.js'
import { shootScreen } from '../screens.js'

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
      // Also run in Arabic and Japanese (shootScreen), where the list's name is translated.
      check: async ({ width, locale = 'en' }) => {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        )
        expect(overflow, `${locale} at ${width} px`).toBeLessThanOrEqual(0)
        await expect(smart.listboxInAnyLanguage).toBeVisible()
      },
    })
  })
  await test.step('Enter chooses: the form shows 100 and USDC on Base, and quotes it', async () => {
    await smart.combobox.press('Enter')
    await expect(smart.combobox).toHaveAttribute('aria-expanded', 'false')
    await expect(swapPage.amount).toHaveValue('100')
    await expect(swapPage.from).toBeVisible()
    await expect(swapPage.from).toHaveAccessibleName(/From: USDC on Base/i)
    await expect(swapPage.to).toBeVisible()
    await expect(swapPage.to).toHaveAccessibleName(/^To: USDC on Arbitrum/)
    await expect(swapPage.quotedReceive).toContainText('USDC')
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
  await expect(swapPage.quotedReceive).toContainText('USDC')
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
  const feedback = swapPage.says('Not understood. Type a number, or words like “100 USDC on Base”.')
  await expect(feedback).toBeVisible()
  await expect(smart.combobox).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page, testInfo, 'smart input unreadable')
  await shootScreen(page, 'smart-input-unreadable')
  await smart.combobox.fill('25')
  await expect(feedback).toHaveCount(0)
})
