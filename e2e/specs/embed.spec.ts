import { parseAmount } from '@ferry/order-api'
import { expect, test, tokenBalance, tokenValue } from '../fixtures.js'

test('iframe on a cross-origin host: it resizes to its content, relays events, and the host wallet signs a real deposit', async ({
  page,
  stack,
}, testInfo) => {
  const framed = new URL('/embed', stack.url).toString()
  const host = new URL(`/demo?embed=${encodeURIComponent(framed)}`, stack.url)
  // localhost and 127.0.0.1 are different origins: the host and the iframe do not share one.
  host.hostname = 'localhost'
  await page.goto(host.toString())
  const shot = async (name: string) =>
    testInfo.attach(name, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    })

  // The host's wallet reconnects by itself, or the person connects it.
  const connect = page.getByRole('button', { name: 'Host connect' })
  await expect(async () => {
    if (await connect.isVisible()) await connect.click({ timeout: 1000 })
    await expect(page.getByText(/^Host account/)).toBeVisible({ timeout: 1000 })
  }).toPass()

  const iframe = page.locator('[data-testid="embed-container"] iframe')
  const frame = page.frameLocator('[data-testid="embed-container"] iframe')
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
    await frame.getByRole('button', { name: /^From:/ }).click()
    await frame.locator(`dialog[open] [data-token="${tokenValue(stack, 1, 'USDC')}"]`).click()
    await frame.getByRole('button', { name: /^To:/ }).click()
    await frame.locator(`dialog[open] [data-token="${tokenValue(stack, 8453, 'USDC')}"]`).click()
    await frame.getByLabel('Amount to pay').fill('16')
    await expect(frame.getByTestId('receive-amount')).toContainText('USDC')
    // The quote made the content taller: the iframe grew with it, without a scrollbar.
    await expect.poll(async () => (await fits()).frameHeight).toBeGreaterThan(before)
    await expect.poll(async () => fits()).toMatchObject({ matches: true, scrolls: false })
    await shot('iframe quoted')
  })

  await test.step('messages from the wrong window or origin are ignored on both sides', async () => {
    const height = await iframe.evaluate((element) => element.style.height)
    // A forged resize posted by the host page itself (not the iframe) changes nothing.
    await page.evaluate(() =>
      window.postMessage(
        { source: 'ferry-embed', version: 1, type: 'resize', payload: { height: 5 } },
        '*',
      ),
    )
    // A forged update posted inside the iframe by its own window (not its parent) changes nothing.
    await frame.locator('html').evaluate(() =>
      window.postMessage(
        {
          source: 'ferry-embed',
          version: 1,
          type: 'update',
          payload: { params: { amount: '99' } },
        },
        '*',
      ),
    )
    await page.waitForTimeout(300)
    expect(await iframe.evaluate((element) => element.style.height)).toBe(height)
    await expect(frame.getByLabel('Amount to pay')).toHaveValue('16')
  })

  await test.step('the swap is signed by the host wallet through the iframe and delivered', async () => {
    const before = await tokenBalance(stack, 8453, 'USDC', user.address)
    await frame.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect(frame.locator('.ferry-state')).toHaveText('Delivered', { timeout: 60_000 })
    const paidText = await frame.getByText(/^Paid out:/).textContent()
    const paid = parseAmount({ text: paidText!.split(':')[1]!.trim().split(' ')[0]!, decimals: 6 })
    expect((await tokenBalance(stack, 8453, 'USDC', user.address)) - before).toBe(paid)
    await shot('iframe delivered')
  })

  await test.step("every widget event reached the host's onEvent", async () => {
    const log = page.getByRole('region', { name: 'Event log' })
    for (const name of [
      'quote-received',
      'order-created',
      'deposit-sent',
      'order-updated',
      'order-completed',
    ])
      await expect(
        log.locator('li[data-from="iframe"]', { hasText: `] ${name} ` }).first(),
      ).toBeVisible()
  })
})

test('the component on the demo host shares the host wallet: connected without asking', async ({
  page,
  stack,
}) => {
  await page.goto(new URL('/demo', stack.url).toString())
  const component = page.getByRole('region', { name: 'React component' })
  await expect(component.getByRole('button', { name: /Disconnect/ })).toContainText(
    stack.accounts[0]!.address.slice(0, 6),
  )
  // Disconnecting in the host disconnects the component too: one connection, not two.
  await page.getByRole('button', { name: 'Host disconnect' }).click()
  await expect(component.getByRole('button', { name: /^Connect/ })).toBeVisible()
})

test('framing: only /embed may be framed, and only by the allowed origins; opened alone it explains itself', async ({
  page,
  request,
  stack,
}) => {
  const home = await request.get(stack.url)
  expect(home.headers()['x-frame-options']).toBe('DENY')
  const embed = await request.get(new URL('/embed', stack.url).toString())
  const port = new URL(stack.url).port
  expect(embed.headers()['content-security-policy']).toBe(
    `frame-ancestors 'self' http://127.0.0.1:${port} http://localhost:${port}`,
  )
  expect(embed.headers()['x-frame-options']).toBeUndefined()
  await page.goto(new URL('/embed', stack.url).toString())
  await expect(page.getByRole('alert')).toContainText('runs inside an iframe made by @ferry/embed')
})
