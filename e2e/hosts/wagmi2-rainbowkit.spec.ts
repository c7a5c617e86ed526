import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.js'
import { hostUrl, swapOnHost, withWallet } from './hostSwap.js'

/** The widget's own connect button (RainbowKit's says "Connect Wallet"). */
const widgetConnect = (page: Page) =>
  page.getByRole('button', { name: 'Connect wallet', exact: true })

/** The injected wallet also announces itself through EIP-6963, as extensions do. */
async function announceInjectedWallet(page: Page, info: { name: string; rdns: string }) {
  await page.addInitScript((announced) => {
    const ethereum = (window as unknown as { ethereum: unknown }).ethereum
    const detail = Object.freeze({
      info: { uuid: crypto.randomUUID(), icon: 'data:image/svg+xml,%3Csvg%2F%3E', ...announced },
      provider: ethereum,
    })
    const announce = () =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }, info)
}

test("with onConnectWallet the widget's connect button opens RainbowKit's modal, and the swap completes on chain", async ({
  page,
  stack,
}) => {
  const account = await withWallet(page, stack, 3)
  await page.goto(`${hostUrl('wagmi2-rainbowkit')}/?bff=${encodeURIComponent(stack.url)}`)
  await widgetConnect(page).click()
  const kitModal = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(kitModal).toBeVisible()
  // The widget's own menu stayed closed: the host's kit connects.
  await expect(page.locator('dialog.ferry-dialog[open]')).toHaveCount(0)
  await kitModal.getByRole('button', { name: /Browser Wallet/ }).click()
  await swapOnHost(page, stack, account)
})

test("without onConnectWallet the widget's menu lists the host's connectors, each wallet once, and swaps", async ({
  page,
  stack,
}) => {
  const account = await withWallet(page, stack, 4)
  await announceInjectedWallet(page, { name: 'Harbor Wallet', rdns: 'dev.ferry.harbor' })
  await page.goto(
    `${hostUrl('wagmi2-rainbowkit')}/?widgetMenu&bff=${encodeURIComponent(stack.url)}`,
  )
  await widgetConnect(page).click()
  const menu = page.locator('dialog.ferry-dialog[open]')
  await expect(menu).toBeVisible()
  // RainbowKit's "Browser Wallet" (window.ethereum) and the announcement are one wallet.
  await expect(menu.getByRole('listitem').filter({ hasText: 'Harbor Wallet' })).toHaveCount(1)
  await expect(menu.getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('dialog', { name: 'Connect a Wallet' })).toHaveCount(0)
  await menu.getByRole('button', { name: 'Harbor Wallet' }).click()
  await swapOnHost(page, stack, account)
})
