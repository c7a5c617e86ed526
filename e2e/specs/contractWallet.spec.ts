import { expect, SwapPage, test, tokenBalance, tokenValue, withClockAdvanced } from '../fixtures.js'
import { installContractWallet } from '../wallets/contractWallet.js'

test('a contract-wallet depositor must name both recipients, is offered no cancel, and is refunded at the deadline', async ({
  page,
  stack,
}, testInfo) => {
  const owner = stack.accounts[4]!
  const contract = await installContractWallet(page, stack, {
    owner,
    chainId: 1,
    fund: { symbol: 'USDC', amount: '100' },
  })
  await page.goto(stack.url)
  const swapPage = new SwapPage(page)
  const shot = async (name: string) =>
    testInfo.attach(name, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    })

  await test.step('connect the smart account and ask for a quote', async () => {
    const smartAccount = swapPage.openDialog.getByRole('button', { name: 'Smart Account' })
    const disconnect = swapPage.disconnect
    // The page's devnet wallet reconnects on load; the person switches to the smart account.
    await page.waitForLoadState('networkidle')
    // The reconnect may land at any moment: retried until the menu's smart account is chosen.
    await expect(async () => {
      if (await disconnect.isVisible()) await disconnect.click()
      // The wallet menu lists every announced wallet with its name.
      await swapPage.connectWallet.click({ timeout: 5_000 })
      await smartAccount.click({ timeout: 10_000 })
    }).toPass({ timeout: 60_000 })
    await expect(disconnect).toContainText(`${contract.slice(0, 6)}…`)
    await swapPage.pick('From', tokenValue(stack, 1, 'USDC'))
    await swapPage.pick('To', tokenValue(stack, 8453, 'USDC'))
    // .04: the devnet's solver is slow, so the order waits in published until its deadline.
    await swapPage.amount.fill('20.04')
    await expect(swapPage.quotedReceive).toContainText('USDC')
  })
  await test.step('both recipients are required before the swap', async () => {
    const payout = swapPage.payoutAddress
    const refund = swapPage.refundAddress
    await expect(payout).toHaveAttribute('required', '')
    await expect(refund).toHaveAttribute('required', '')
    await expect(swapPage.swap).toBeDisabled()
    await payout.fill(owner.address)
    await expect(swapPage.swap).toBeDisabled()
    await refund.fill(owner.address)
    await expect(swapPage.swap).toBeEnabled()
    await shot('recipients filled')
  })
  const contractBefore = await tokenBalance(stack, 1, 'USDC', contract)
  await test.step('the deposit leaves the contract; no cancel is offered once published', async () => {
    await swapPage.swap.click()
    await expect(swapPage.orderState).toHaveText('Order published', { timeout: 60_000 })
    expect(contractBefore - (await tokenBalance(stack, 1, 'USDC', contract))).toBe(20_040_000n)
    await expect(swapPage.cancelOrderButton).toHaveCount(0)
    await shot('published without cancel')
  })
  await test.step('at the deadline the refund goes to the named refund address', async () => {
    const ownerBefore = await tokenBalance(stack, 1, 'USDC', owner.address)
    // The service ends a refund as `delivered` too; the tracker says what it was.
    await withClockAdvanced(stack, 3601, () =>
      expect(swapPage.orderState).toHaveText('Refunded', { timeout: 60_000 }),
    )
    const refunded = await swapPage.settledAmount('Refunded')
    expect(refunded).toBeGreaterThan(0n)
    expect((await tokenBalance(stack, 1, 'USDC', owner.address)) - ownerBefore).toBe(refunded)
    await shot('refunded to the refund address')
  })
})
