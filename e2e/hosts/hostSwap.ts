import type { Page } from '@playwright/test'
import { expect, type Stack, SwapPage, tokenBalance, tokenValue } from '../fixtures.js'
import { installInjectedWallet } from './injectedWallet.js'

/** The URL each example is served at (globalSetup.ts). */
export const hostUrl = (name: string) =>
  (JSON.parse(process.env.FERRY_HOSTS!) as Record<string, string>)[name]!

/** Gives the page an injected wallet holding the stack's account `index`. */
export async function withWallet(page: Page, stack: Stack, index: number) {
  const account = stack.accounts[index]!
  await installInjectedWallet(page, {
    privateKey: account.privateKey,
    chains: stack.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
  })
  return account
}

/**
 * With the widget connected to `account` through the host, swaps 12 USDC from Ethereum to
 * Arbitrum and checks the payout on chain.
 */
export async function swapOnHost(page: Page, stack: Stack, account: Stack['accounts'][number]) {
  const widget = new SwapPage(page)
  await expect(page.getByRole('button', { name: /Disconnect/ })).toContainText(
    `${account.address.slice(0, 6)}…${account.address.slice(-4)}`,
  )
  await widget.pick('From', tokenValue(stack, 1, 'USDC'))
  await widget.pick('To', tokenValue(stack, 42161, 'USDC'))
  await widget.amount.fill('12')
  const before = await tokenBalance(stack, 42161, 'USDC', account.address)
  await expect(widget.swap).toBeEnabled({ timeout: 30_000 })
  await widget.swap.click()
  await expect(widget.orderState).toHaveText('Delivered', { timeout: 60_000 })
  const paid = await widget.settledAmount('Paid out')
  expect(paid).toBeGreaterThan(0n)
  expect((await tokenBalance(stack, 42161, 'USDC', account.address)) - before).toBe(paid)
}
