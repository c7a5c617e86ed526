import { expect, expectAccessible, SwapPage, test } from '../fixtures.js'
import { installAnnouncedKeyWallet, swapWithWalletNamed } from '../wallets/announcedKeyWallet.js'

const iconOf = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="${colour}"/></svg>`)}`

test('two announced wallets: each once with its icon and name, the second swaps, then comes first after a reload', async ({
  page,
  stack,
}, testInfo) => {
  const first = { name: 'Amber Wallet', rdns: 'dev.ferry.amber', icon: iconOf('#f59e0b') }
  const second = { name: 'Teal Wallet', rdns: 'dev.ferry.teal', icon: iconOf('#0d9488') }
  const from = stack.accounts[0]!
  await installAnnouncedKeyWallet(page, stack, {
    info: first,
    atomicBatch: false,
    fund: { chainId: 1, symbol: 'USDC', amount: '1', from },
  })
  const wallet = await installAnnouncedKeyWallet(page, stack, {
    info: second,
    atomicBatch: false,
    fund: { chainId: 1, symbol: 'USDC', amount: '30', from },
  })
  const swapPage = new SwapPage(page)
  const menu = swapPage.openDialog
  const openMenu = () => swapPage.openWalletMenu()
  const entry = (name: string) => menu.getByRole('listitem').filter({ hasText: name })

  await test.step('both wallets are in the menu, once each, with their icons; axe finds nothing', async () => {
    await page.goto(stack.url)
    await openMenu()
    for (const info of [first, second]) {
      await expect(entry(info.name)).toHaveCount(1)
      await expect(entry(info.name).locator('img')).toHaveAttribute('src', info.icon)
    }
    await expectAccessible(page, testInfo, 'open wallet menu')
    await page.keyboard.press('Escape')
  })
  await test.step('the second wallet connects and swaps', async () => {
    await swapWithWalletNamed(page, stack, {
      name: second.name,
      address: wallet.address,
      to: 42161,
    })
  })
  await test.step('after a reload the wallet used last is reconnected and first in the menu', async () => {
    await page.reload()
    // wagmi reconnects the wallet used last: its account is shown without a click.
    await expect(swapPage.disconnect).toContainText(`${wallet.address.slice(0, 6)}…`)
    await openMenu()
    await expect(menu.getByRole('listitem').first()).toContainText(second.name)
    await expect(menu.getByRole('listitem').first()).toContainText('Recent')
  })
})
