import { expect, SwapPage, test } from '../fixtures.js'
import { cspViolations, refuseTheInternet } from '../pages/loopbackOnly.js'

test('Coinbase Wallet is in the menu beside Base Account; its SDK loads only when chosen, under the page CSP, and nothing but its own popup reaches beyond loopback', async ({
  page,
  context,
  stack,
}) => {
  const outside = await refuseTheInternet(context)
  const violations = cspViolations(page)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(stack.url)
  const menu = await new SwapPage(page).openWalletMenu()
  await expect(menu.getByRole('button', { name: 'Base Account' })).toBeVisible()
  const entry = menu.getByRole('button', { name: 'Coinbase Wallet' })
  await expect(entry).toBeVisible()
  // The SDK (its own build, see apps/web/walletSdks.ts) is not loaded before the entry is chosen.
  expect(scripts.filter((path) => path.includes('walletSdk-coinbaseWallet'))).toEqual([])
  await entry.click()
  await expect
    .poll(() => scripts.filter((path) => path.includes('walletSdk-coinbaseWallet')))
    .toHaveLength(1)
  // Without the extension, the SDK opens Coinbase's connect popup for the page's origin: the one
  // request beyond loopback, refused here (no Coinbase account approves anything in this test).
  await expect.poll(() => outside.length).toBe(1)
  const popup = new URL(outside[0]!)
  expect(popup.origin + popup.pathname).toBe('https://keys.coinbase.com/connect')
  expect(popup.searchParams.get('sdkName')).toBe('@coinbase/wallet-sdk')
  expect(popup.searchParams.get('origin')).toBe(new URL(stack.url).origin)
  await expect(menu.getByText('Waiting for Coinbase Wallet')).toBeVisible()
  expect(violations).toEqual([])
})
