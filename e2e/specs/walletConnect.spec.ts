import { renderSVG } from 'uqr'
import { expect, SwapPage, test } from '../fixtures.js'
import { cspViolations, refuseTheInternet } from '../pages/loopbackOnly.js'
import {
  answerWalletConnectRelay,
  e2eWalletConnectProjectId,
} from '../wallets/walletConnectRelay.js'

test('with a project id, WalletConnect is in the menu and draws the pairing QR of a wc: URI; its SDK loads on choice and talks only to the relay', async ({
  page,
  stack,
}) => {
  const outside = await refuseTheInternet(page)
  const violations = cspViolations(page)
  const relay = await answerWalletConnectRelay(page)
  // WalletConnect's Verify frame (it tells the wallet the pairing's origin): an empty stand-in.
  const verifyFrames: string[] = []
  await page.route(/^https:\/\/verify\.walletconnect\.(org|com)\//, (route) => {
    verifyFrames.push(route.request().url())
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Verify</title>' })
  })
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(stack.url)
  const menu = await new SwapPage(page).openWalletMenu()
  const entry = menu.getByRole('button', { name: 'WalletConnect' })
  await expect(entry).toBeVisible()
  // The SDK (its own build, see apps/web/walletSdks.ts) is not loaded before the entry is chosen.
  expect(scripts.filter((path) => path.includes('walletSdk-'))).toEqual([])
  await entry.click()

  const qr = menu.getByRole('img', { name: /QR code|pairing/i })
  await expect(qr).toBeVisible({ timeout: 30_000 })
  const uri = (await qr.getAttribute('data-uri'))!
  // wc:<topic>@2?...: the pairing of WalletConnect v2, through the relay the page allows.
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  const pairing = new URL(uri)
  expect(pairing.searchParams.get('relay-protocol')).toBe('irn')
  expect(pairing.searchParams.get('symKey')).toMatch(/^[0-9a-f]{64}$/)
  // The image is that URI's QR code: the same SVG, drawn again here from the URI alone.
  const src = (await qr.getAttribute('src'))!
  expect(decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''))).toBe(
    renderSVG(uri, { border: 1 }),
  )
  expect(scripts.filter((path) => path.includes('walletSdk-walletConnect'))).toHaveLength(1)

  // The SDK reached the relay with the operator's project id and handed it the session proposal
  // for the pairing's topic (WalletConnect 2.25 proposes through the relay: `wc_proposeSession`).
  expect(relay.connections.length).toBeGreaterThan(0)
  expect(relay.connections[0]!.searchParams.get('projectId')).toBe(e2eWalletConnectProjectId)
  const topic = uri.slice(3, 67)
  await expect
    .poll(() =>
      relay.requests.flatMap((request) =>
        request.method === 'wc_proposeSession' ? [request.params?.pairingTopic] : [],
      ),
    )
    .toEqual([topic])
  expect(outside).toEqual([])
  // The page's CSP let through all the SDK asked for: its relay, and its Verify frame.
  expect(violations).toEqual([])
  expect(verifyFrames.every((url) => url.startsWith('https://verify.walletconnect.org/'))).toBe(
    true,
  )
})

test('without a project id, the menu has no WalletConnect entry', async ({ page, stack }) => {
  // The bootstrap the BFF inlines, and its /api/config, as an operator without a project id serves them.
  const withoutWalletConnect = (text: string) =>
    text.replaceAll(`"walletConnectProjectId":"${e2eWalletConnectProjectId}"`, '"unset":true')
  await page.route(
    (url) => url.href === `${stack.url}/` || url.pathname === '/api/config',
    async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      expect(body).toContain(e2eWalletConnectProjectId)
      const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers()
      await route.fulfill({ response, headers, body: withoutWalletConnect(body) })
    },
  )
  await page.goto(stack.url)
  const menu = await new SwapPage(page).openWalletMenu()
  await expect(menu.getByRole('listitem').first()).toBeVisible()
  await expect(menu.getByRole('button', { name: 'Base Account' })).toBeVisible()
  await expect(menu.getByRole('button', { name: 'WalletConnect' })).toHaveCount(0)
})
