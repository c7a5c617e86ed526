import { DemoHost, expect, screenshot, test, tokenBalance, tokenValue } from '../fixtures.js'

/** The account a widget shows as connected, as its Disconnect button writes it. */
const shown = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

test('the component on the demo host shares the host wallet: connected without asking, disconnected with it', async ({
  page,
  stack,
}) => {
  const demo = new DemoHost(page)
  await demo.open(new URL('/demo', stack.url).toString())
  await expect(demo.component.getByRole('button', { name: /Disconnect/ })).toContainText(
    shown(stack.accounts[0]!.address),
  )
  // Disconnecting in the host disconnects the component too: one connection, not two.
  await demo.hostDisconnect.click()
  await expect(demo.component.getByRole('button', { name: /^Connect/ })).toBeVisible()
})

test('the host switches account: the component and the iframe follow, the new account signs the component swap, and the log shows both widgets', async ({
  page,
  stack,
}, testInfo) => {
  const demo = new DemoHost(page)
  const { component, frame } = demo
  await demo.open(new URL('/demo', stack.url).toString())
  const [first, second] = [stack.accounts[0]!, stack.accounts[5]!]

  await test.step('both widgets show the host account', async () => {
    await expect(component.getByRole('button', { name: /Disconnect/ })).toContainText(
      shown(first.address),
    )
    await expect(frame.getByRole('button', { name: /Disconnect/ })).toContainText(
      shown(first.address),
    )
  })

  await test.step('switching the host account reaches the component and, over the protocol, the iframe', async () => {
    await demo.switchHostAccount.selectOption(second.address)
    await expect(demo.hostAccount).toContainText(second.address.slice(0, 8))
    await expect(component.getByRole('button', { name: /Disconnect/ })).toContainText(
      shown(second.address),
    )
    await expect(frame.getByRole('button', { name: /Disconnect/ })).toContainText(
      shown(second.address),
    )
    await screenshot(page, testInfo, 'demo account switched')
  })

  await test.step('the iframe quotes: its event reaches the host log', async () => {
    await demo.fill(frame, {
      from: tokenValue(stack, 8453, 'USDC'),
      to: tokenValue(stack, 137, 'USDC'),
      amount: '7',
    })
    await expect(demo.logged('iframe', 'quote-received').first()).toBeVisible()
  })

  await test.step('the component swap is signed by the new host account and delivered on chain', async () => {
    await demo.fill(component, {
      from: tokenValue(stack, 1, 'USDC'),
      to: tokenValue(stack, 42161, 'USDC'),
      amount: '12',
    })
    await screenshot(page, testInfo, 'demo both quoted')
    // One quote, one event: re-rendering the host (each log line does) must not re-emit it.
    const quotes = demo.logged('component', 'quote-received')
    await expect(quotes.first()).toBeVisible()
    const count = await quotes.count()
    // Logging the quote re-rendered the host. The page marks a render of the log whose effects
    // (the widgets' run first) made no event: once the log's latest render is such a one, a
    // re-emit would be in the log. A widget that re-emitted on every re-render never gets there.
    const log = demo.log.getByRole('list')
    await expect
      .poll(
        async () =>
          (await log.getAttribute('data-quiet-at')) ===
          String(await log.locator('li[data-from]').count()),
      )
      .toBe(true)
    expect(await quotes.count()).toBe(count)
    expect(count).toBeLessThanOrEqual(2)

    const before = await tokenBalance(stack, 42161, 'USDC', second.address)
    await component.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect(component.locator('.ferry-state')).toHaveText('Delivered', { timeout: 60_000 })
    const paid = await demo.paidOut(component)
    expect((await tokenBalance(stack, 42161, 'USDC', second.address)) - before).toBe(paid)
    await screenshot(page, testInfo, 'demo component delivered')
  })

  await test.step("the component's events are in the host log, told apart from the iframe's", async () => {
    await demo.expectSwapLogged('component')
    await expect(demo.logged('iframe', 'order-created')).toHaveCount(0)
  })
})
