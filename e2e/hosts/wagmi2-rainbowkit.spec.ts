import { test } from '../fixtures.js'
import { hostUrl, swapOnHost, withWallet } from './hostSwap.js'

test('on a wagmi 2 host connected through RainbowKit the widget completes a swap on chain', async ({
  page,
  stack,
}) => {
  const account = await withWallet(page, stack, 3)
  await page.goto(`${hostUrl('wagmi2-rainbowkit')}/?bff=${encodeURIComponent(stack.url)}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await page.getByRole('button', { name: /Browser Wallet/ }).click()
  await swapOnHost(page, stack, account)
})
