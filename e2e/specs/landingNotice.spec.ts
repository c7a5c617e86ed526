import { createDevControl } from '@ferry/test-utils'
import { expect, test, tokenValue } from '../fixtures.js'

/**
 * Before the page's scripts: a spy on the browser's Notification constructor (what it was asked
 * to show), and a switch for the page's visibility, since a headless tab is always "visible".
 */
function installSpies() {
  const shown: { title: string; body: string | undefined }[] = []
  const Native = window.Notification
  const Spy = function (this: unknown, title: string, options?: NotificationOptions) {
    shown.push({ title, body: options?.body })
    return new Native(title, options)
  } as unknown as typeof Notification
  Object.defineProperty(Spy, 'permission', { get: () => Native.permission })
  Spy.requestPermission = Native.requestPermission.bind(Native)
  Object.assign(window, {
    Notification: Spy,
    shownNotifications: shown,
    setPageHidden: (hidden: boolean) => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (hidden ? 'hidden' : 'visible'),
      })
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
      document.dispatchEvent(new Event('visibilitychange'))
    },
  })
}
type SpiedWindow = Window & {
  shownNotifications: { title: string; body: string | undefined }[]
  setPageHidden: (hidden: boolean) => void
}

test('a swap delivered while the tab is in the background: the title says so until the tab is seen, and a notification is shown', async ({
  page,
  context,
  stack,
  swapPage,
}) => {
  await context.grantPermissions(['notifications'], { origin: stack.url })
  await page.addInitScript(installSpies)
  // The solver fills this order in full as its build answer passes (no other spec's order).
  await page.route('**/api/v2/build', async (route) => {
    const response = await route.fetch()
    const build = await response.json()
    if (build.orderId)
      await createDevControl({ serviceUrl: stack.serviceUrl }).setScenario({
        orderId: build.orderId,
        scenario: 'full',
      })
    await route.fulfill({ response, json: build })
  })
  await page.reload()
  const ownTitle = await page.title()

  await test.step('swap, then leave the tab while the order is on its way', async () => {
    await swapPage.prepare({
      address: stack.accounts[1]!.address,
      from: tokenValue(stack, 1, 'USDC'),
      to: tokenValue(stack, 8453, 'USDC'),
      amount: '9',
    })
    await expect(swapPage.quotedReceive).toContainText('USDC')
    await swapPage.swap.click()
    await expect(swapPage.tracker).toBeVisible({ timeout: 60_000 })
    // Allowed already: the tracker says a notification will come instead of asking.
    await expect(swapPage.says('You will get a notification when it lands')).toBeVisible()
    await page.evaluate(() => (window as unknown as SpiedWindow).setPageHidden(true))
  })

  await test.step('delivered in the background: the title and the notification say so', async () => {
    await expect(swapPage.orderState).toHaveText('Delivered', { timeout: 60_000 })
    await expect.poll(() => page.title()).toBe(`Swap delivered · ${ownTitle}`)
    expect(
      await page.evaluate(() => (window as unknown as SpiedWindow).shownNotifications),
    ).toEqual([{ title: 'Swap delivered', body: 'Your tokens have arrived.' }])
    await expect(swapPage.says('You will get a notification when it lands')).toHaveCount(0)
  })

  await test.step('back on the tab: the page has its own title again', async () => {
    await page.evaluate(() => (window as unknown as SpiedWindow).setPageHidden(false))
    await expect.poll(() => page.title()).toBe(ownTitle)
  })
})
