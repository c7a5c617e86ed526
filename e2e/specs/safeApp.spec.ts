import type { Page } from '@playwright/test'
import { expect, SwapPage, test, tokenBalance, tokenValue } from '../fixtures.js'
import { installSafeParent } from '../wallets/safeParent.js'

test('inside a Safe{Wallet} stand-in the hosted page connects as the Safe through the Safe Apps protocol and swaps, both recipients asked', async ({
  page,
  stack,
}) => {
  const owner = stack.accounts[5]!
  const { safe, url, methods, stop } = await installSafeParent(page, stack, {
    owner,
    chainId: 1,
    fund: { symbol: 'USDC', amount: '40' },
    appPath: '/',
  })
  try {
    await page.goto(url)
    const app = (await (await page
      .locator('iframe[title="Safe App"]')
      .elementHandle())!.contentFrame())!
    // SwapPage reads a page's roles and labels; a frame answers the same queries.
    const swapPage = new SwapPage(app as unknown as Page)

    await test.step('the menu inside the frame offers Safe; choosing it connects as the Safe', async () => {
      // The devnet page's own wallet connects first: openWalletMenu disconnects it.
      const menu = await swapPage.openWalletMenu()
      await menu.getByRole('button', { name: 'Safe', exact: true }).click()
      await expect(swapPage.disconnect).toContainText(`${safe.slice(0, 6)}…`)
      expect(methods).toContain('getSafeInfo')
    })
    await test.step('a contract depositor names both recipients, then the Safe swaps', async () => {
      await swapPage.pick('From', tokenValue(stack, 1, 'USDC'))
      await swapPage.pick('To', tokenValue(stack, 42161, 'USDC'))
      await swapPage.amount.fill('25')
      const payout = app.getByLabel('Payout address')
      const refund = app.getByLabel('Refund address')
      await expect(payout).toHaveAttribute('required', '')
      await expect(refund).toHaveAttribute('required', '')
      await expect(swapPage.swap).toBeDisabled()
      await payout.fill(owner.address)
      await refund.fill(owner.address)
      const before = await tokenBalance(stack, 42161, 'USDC', owner.address)
      const safeBefore = await tokenBalance(stack, 1, 'USDC', safe)
      await expect(swapPage.swap).toBeEnabled({ timeout: 30_000 })
      await swapPage.swap.click()
      await expect(swapPage.orderState).toHaveText('Delivered', { timeout: 90_000 })
      // The deposit left the Safe, proposed through sendTransactions; the payout reached the owner.
      expect(methods).toContain('sendTransactions')
      expect(safeBefore - (await tokenBalance(stack, 1, 'USDC', safe))).toBe(25_000_000n)
      expect(await tokenBalance(stack, 42161, 'USDC', owner.address)).toBeGreaterThan(before)
    })
  } finally {
    await stop()
  }
})
