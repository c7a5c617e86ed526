import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.js'
import { hostUrl, swapOnHost, withWallet } from './hostSwap.js'

/** Everything the page reports as an error: console errors and uncaught exceptions. */
function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** React's hydration mismatches (#418 text, #423 recovered root, #425 text content) and kin. */
const hydrationError = /#418|#423|#425|hydrat/i

test('a server component renders the widget with its data from the BFF, and it hydrates without a mismatch', async ({
  page,
}) => {
  const errors = collectErrors(page)
  const html = await (await page.request.get(hostUrl('nextjs'))).text()
  // The form is in the server's HTML: config and params were fetched on the server.
  expect(html).toContain('aria-label="Amount to pay"')

  await page.goto(hostUrl('nextjs'))
  await page.getByLabel('Amount to pay').fill('3')
  await expect(page.getByRole('button', { name: 'Host connect' })).toBeVisible()
  expect(errors.filter((error) => hydrationError.test(error))).toEqual([])
})

test('with a wallet the Next.js host swaps on chain, and a reload that reconnects hydrates without a mismatch', async ({
  page,
  stack,
}) => {
  const errors = collectErrors(page)
  const account = await withWallet(page, stack, 2)
  await page.goto(hostUrl('nextjs'))
  await page.getByRole('button', { name: 'Host connect' }).click()
  await swapOnHost(page, stack, account)

  // The server renders the account from wagmi's cookie; only this browser knows its orders
  // still under way (here one whose deposit left this browser before a reload).
  await page.evaluate((depositor) => {
    const orderId = `0x${'0'.repeat(63)}1`
    const order = { orderId, createdAt: Date.now(), srcChainId: 1, dstChainId: 42161, summary: '' }
    localStorage.setItem(`ferry:orders:${depositor.toLowerCase()}`, JSON.stringify([order]))
    localStorage.setItem(`ferry:deposit-sent:${orderId}`, String(Date.now()))
  }, account.address)
  await page.reload()
  await expect(page.getByRole('button', { name: /Disconnect/ }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: /under way/ })).toBeVisible()
  expect(errors.filter((error) => hydrationError.test(error))).toEqual([])
})
