import {
  DemoHost,
  expect,
  SwapPage,
  screenshot,
  test,
  tokenBalance,
  tokenValue,
} from '../fixtures.js'

test('iframe on a cross-origin host: it resizes to its content, relays events, and the host wallet signs a real deposit', async ({
  page,
  stack,
}, testInfo) => {
  const framed = new URL('/embed', stack.url).toString()
  const host = new URL(`/demo?embed=${encodeURIComponent(framed)}`, stack.url)
  // localhost and 127.0.0.1 are different origins: the host and the iframe do not share one.
  host.hostname = 'localhost'
  const demo = new DemoHost(page)
  const { iframe, frame } = demo
  await demo.open(host.toString())
  const shot = (name: string) => screenshot(page, testInfo, name)

  const user = stack.accounts[0]!
  await test.step('the iframe shows the host account and follows its content height', async () => {
    await expect(frame.getByRole('button', { name: /Disconnect/ })).toContainText(
      user.address.slice(0, 6),
    )
    const fits = async () => {
      const [frameHeight, content, scroll, view] = await Promise.all([
        iframe.evaluate((element) => element.getBoundingClientRect().height),
        frame.locator('#root').evaluate((element) => element.getBoundingClientRect().height),
        frame.locator('html').evaluate((element) => element.scrollHeight),
        frame.locator('html').evaluate((element) => element.clientHeight),
      ])
      return {
        matches: Math.abs(frameHeight - content) <= 1,
        scrolls: scroll > view + 1,
        frameHeight,
      }
    }
    await expect.poll(async () => (await fits()).matches).toBe(true)
    const before = (await fits()).frameHeight
    await demo.fill(frame, {
      from: tokenValue(stack, 1, 'USDC'),
      to: tokenValue(stack, 8453, 'USDC'),
      amount: '16',
    })
    // The quote made the content taller: the iframe grew with it, without a scrollbar.
    await expect.poll(async () => (await fits()).frameHeight).toBeGreaterThan(before)
    await expect.poll(async () => fits()).toMatchObject({ matches: true, scrolls: false })
    await shot('iframe quoted')
  })

  await test.step('messages from the wrong window or origin are ignored on both sides', async () => {
    const height = await iframe.evaluate((element) => element.style.height)
    // A forged resize posted by the host page itself (not the iframe) changes nothing.
    // Each evaluate resolves once the message has reached a listener added after the embed's own,
    // so the embed has handled it, and after two frames, so any render it caused is painted.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener(
            'message',
            () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
            { once: true },
          )
          window.postMessage(
            { source: 'ferry-embed', version: 1, type: 'resize', payload: { height: 5 } },
            '*',
          )
        }),
    )
    // A forged update posted inside the iframe by its own window (not its parent) changes nothing.
    await frame.locator('html').evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener(
            'message',
            () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
            { once: true },
          )
          window.postMessage(
            {
              source: 'ferry-embed',
              version: 1,
              type: 'update',
              payload: { params: { amount: '99' } },
            },
            '*',
          )
        }),
    )
    expect(await iframe.evaluate((element) => element.style.height)).toBe(height)
    await expect(frame.getByLabel('Amount to pay')).toHaveValue('16')
  })

  await test.step('the swap is signed by the host wallet through the iframe and delivered', async () => {
    const before = await tokenBalance(stack, 8453, 'USDC', user.address)
    await frame.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect(frame.locator('.ferry-state')).toHaveText('Delivered', { timeout: 60_000 })
    const paid = await demo.paidOut(frame)
    expect((await tokenBalance(stack, 8453, 'USDC', user.address)) - before).toBe(paid)
    await shot('iframe delivered')
  })

  await test.step("every widget event reached the host's onEvent", async () => {
    await demo.expectSwapLogged('iframe')
  })
})

test('framing: only /embed may be framed, and only by the allowed origins; opened alone it explains itself', async ({
  page,
  request,
  stack,
}) => {
  const home = await request.get(stack.url)
  // `/` as a Safe App of the stack's one SAFE_APP_ORIGINS, and of no other origin.
  expect(home.headers()['content-security-policy']).toMatch(
    new RegExp(`; frame-ancestors http://127\\.0\\.0\\.1:${stack.safeParentPort}$`),
  )
  expect(home.headers()['x-frame-options']).toBeUndefined()
  const demo = await request.get(new URL('/demo', stack.url).toString())
  expect(demo.headers()['x-frame-options']).toBe('DENY')
  const embed = await request.get(new URL('/embed', stack.url).toString())
  const port = new URL(stack.url).port
  // Exactly the stack's ALLOWED_ORIGINS (both spellings of the BFF, and the plain host page).
  expect(embed.headers()['content-security-policy']).toMatch(
    new RegExp(
      `; frame-ancestors 'self' http://127\\.0\\.0\\.1:${port} http://localhost:${port} http://127\\.0\\.0\\.1:${stack.plainHostPort}$`,
    ),
  )
  expect(embed.headers()['x-frame-options']).toBeUndefined()
  await page.goto(new URL('/embed', stack.url).toString())
  await expect(new SwapPage(page).failure).toContainText(
    'runs inside an iframe made by @ferry/embed',
  )
})
