import { DemoHost, expect, test, tokenValue } from '../fixtures.js'
import { shootScreen } from '../screens.js'

test("history shows this browser's orders at once, and all of them after one sign-in signature", async ({
  swapPage,
  stack,
  page,
}, testInfo) => {
  const user = stack.accounts.at(-1)!
  const from = tokenValue(stack, 1, 'USDC')
  const to = tokenValue(stack, 8453, 'USDC')
  const history = swapPage.history
  const rows = history.locator('.ferry-history-row')

  await test.step('swap 17 USDC in this browser', async () => {
    await swapPage.prepare({ address: user.address, from, to, amount: '17' })
    await expect(swapPage.quotedReceive).toContainText('USDC')
    await swapPage.swap.click()
    await expect(swapPage.orderState).toHaveText('Delivered', { timeout: 60_000 })
    await swapPage.newSwap.click()
  })

  await test.step('another order of the same address, made elsewhere (not in this browser)', async () => {
    const [fromChain, fromToken] = from.split(':') as [string, string]
    const [toChain, toToken] = to.split(':') as [string, string]
    const query = new URLSearchParams({
      fromChainId: fromChain,
      from: fromToken,
      toChainId: toChain,
      to: toToken,
      srcAmount: '19000000',
    })
    const quote = await (await fetch(`${stack.url}/api/v2/quote?${query}`)).json()
    const build = await fetch(`${stack.url}/api/v2/build`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...quote.build, depositor: user.address }),
    })
    expect(build.status).toBe(200)
  })

  await test.step('nobody lists the address without its signature', async () => {
    const anonymous = await page.request.get(`${stack.url}/api/v2/orders?depositor=${user.address}`)
    expect(anonymous.status()).toBe(401)
  })

  await test.step("history: this browser's order at once, and the sign-in offered", async () => {
    await swapPage.historyButton.click()
    await expect(rows).toHaveCount(1)
    await expect(
      history.getByRole('button', { name: 'Sign in to load all your orders' }),
    ).toBeVisible()
    await testInfo.attach('history before sign-in', {
      body: await page.screenshot(),
      contentType: 'image/png',
    })
  })

  await test.step('one signature loads every order of the address', async () => {
    await history.getByRole('button', { name: 'Sign in to load all your orders' }).click()
    await expect(rows.filter({ hasText: /(^|\D)19 USDC → USDC/ })).toHaveCount(1)
    await expect(rows.filter({ hasText: /(^|\D)17 USDC → USDC/ })).toHaveCount(1)
    await expect(
      history.getByRole('button', { name: 'Sign in to load all your orders' }),
    ).toHaveCount(0)
    await shootScreen(page, 'history')
  })
})

test("inside the iframe, the host's wallet signs the sign-in through the relay", async ({
  page,
  stack,
}, testInfo) => {
  const framed = new URL('/embed', stack.url).toString()
  const host = new URL(`/demo?embed=${encodeURIComponent(framed)}`, stack.url)
  // The host on localhost, the frame on 127.0.0.1: two origins, as on a real integrator's page.
  host.hostname = 'localhost'
  const demo = new DemoHost(page)
  await demo.open(host.toString())
  const { frame } = demo
  await frame.getByRole('button', { name: /^History/ }).click()
  const history = frame.getByRole('region', { name: 'History' })
  const signIn = history.getByRole('button', { name: 'Sign in to load all your orders' })
  await signIn.click()
  await expect(signIn).toHaveCount(0)
  await expect(history.getByRole('alert')).toHaveCount(0)
  await testInfo.attach('iframe history signed in', {
    body: await page.screenshot(),
    contentType: 'image/png',
  })
})
