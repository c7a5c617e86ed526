import { formatUnits } from 'viem'
import { expect, test, tokenBalance, tokenValue } from '../fixtures.js'
import { shootScreen } from '../screens.js'
import { holdDevnetWallet } from '../wallets/holdDevnetWallet.js'

test('an EVM to EVM swap: approve, deposit, track to delivery, funds arrive on chain', async ({
  swapPage,
  stack,
  page,
}, testInfo) => {
  const user = stack.accounts[1]!
  const shot = async (name: string) =>
    testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' })
  await test.step('connect the devnet wallet as a fresh account', async () => {
    await swapPage.account.selectOption(user.address)
    await swapPage.connect()
  })
  await test.step('quote 25 USDC from Ethereum to Base', async () => {
    await swapPage.pick('From', tokenValue(stack, 1, 'USDC'))
    await swapPage.pick('To', tokenValue(stack, 8453, 'USDC'))
    await swapPage.amount.fill('25')
    await expect(swapPage.quotedReceive).toContainText('USDC')
    await expect(swapPage.says(/Network fee/)).toBeVisible()
    // The balance the form reads over plain eth_call is the token's on chain.
    const held = await tokenBalance(stack, 1, 'USDC', user.address)
    await expect(swapPage.balance).toHaveText(
      `Balance: ${Number(formatUnits(held, 6)).toLocaleString('en', { maximumFractionDigits: 6 })} USDC`,
    )
    await shot('quote')
  })
  const before = await tokenBalance(stack, 8453, 'USDC', user.address)
  await test.step('the approval, held in the wallet while it is photographed', async () => {
    // The devnet wallet signs at once: held here, as a person still deciding, while the screen
    // is shot in every theme, width and language.
    const release = await holdDevnetWallet(page, 'eth_sendTransaction')
    await swapPage.swap.click()
    // Shown in the button, announced by the status region.
    await expect(swapPage.primaryButton).toHaveText(/^Approve in your wallet/)
    await expect(swapPage.statusSaying(/^Approve in your wallet/)).toHaveCount(1)
    await shootScreen(page, 'swap-step-approving')
    // Back in English, still waiting for the same approval.
    await expect(swapPage.primaryButton).toHaveText(/^Approve in your wallet/)
    await release()
  })
  await test.step('follow the order to delivery', async () => {
    await expect(swapPage.orderState).toHaveText('Delivered', { timeout: 60_000 })
    await shot('delivered')
  })
  await test.step('the payout shown is what arrived on Base', async () => {
    const after = await tokenBalance(stack, 8453, 'USDC', user.address)
    expect(after - before).toBe(await swapPage.settledAmount('Paid out'))
  })
})

// Ethereum USDC to Arbitrum USDC: a flat fee of 0.325 USDC, so 0.3 is refused at the flat fee
// and 0.5 by the solvers; either way the minimum offered pays out at least four flat fees.
for (const limit of [
  {
    name: 'at the flat fee',
    amount: '0.3',
    alert: 'The minimum is',
    shot: 'minimum-flat-fee',
    paysAtLeast: 1.3,
  },
  {
    name: 'below the minimum',
    amount: '0.5',
    alert: 'The minimum is',
    shot: 'minimum',
    paysAtLeast: 1.3,
  },
  { name: 'above the maximum', amount: '900000000', alert: 'The maximum is', shot: 'maximum' },
]) {
  test(`${limit.name}, the widget names the limit and applies it on click`, async ({
    swapPage,
    stack,
    page,
  }, testInfo) => {
    await swapPage.pick('From', tokenValue(stack, 1, 'USDC'))
    await swapPage.pick('To', tokenValue(stack, 42161, 'USDC'))
    await swapPage.amount.fill(limit.amount)
    const alert = swapPage.alertSaying(limit.alert)
    await expect(alert).toBeVisible()
    await testInfo.attach(limit.shot, { body: await page.screenshot(), contentType: 'image/png' })
    await alert.getByRole('button', { name: 'Use this amount' }).click()
    await expect(swapPage.quotedReceive).toContainText('USDC')
    if (limit.paysAtLeast !== undefined) {
      const received = Number.parseFloat((await swapPage.quotedReceive.textContent()) ?? '')
      expect(received).toBeGreaterThanOrEqual(limit.paysAtLeast * 0.99)
    }
  })
}
