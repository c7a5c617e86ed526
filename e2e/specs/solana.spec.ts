import { V1_NATIVE_TOKEN_ADDRESS } from '@ferry/order-api/v1'
import type { Page } from '@playwright/test'
import {
  devControl,
  expect,
  type Stack,
  SwapPage,
  serviceV1OrdersOf,
  test,
  tokenBalance,
  tokenValue,
  withClockAdvanced,
} from '../fixtures.js'
import { injectSolanaWallet, type SolanaWalletMode } from '../wallets/solanaStandardWallet.js'

// Swaps from and to the devnet's Solana (litesvm behind JSON-RPC) with a wallet-standard wallet
// the test injects: it signs each transaction the widget hands it with a devnet user's ed25519
// key, in Node, and sends it to the devnet's RPC itself ('send') or leaves that to the service
// ('sign', submitted as signedTransaction). The Solana tokens are preset by URL, as a host would.

const SOL = 1_000_000_000n
const done = 'Done: your tokens arrived.'

/** The Native route (the simulated external ones take longer). */
async function pickNative(swapPage: SwapPage) {
  const native = swapPage.routes.getByRole('radio', { name: /^Native/ })
  await native.check({ timeout: 30_000 })
  await expect(native).toBeChecked()
}

/**
 * The page with a Solana wallet announced, an EVM account connected (the payout side), the
 * tokens and amount preset; the Solana wallet connected through the widget's own button.
 */
async function openFromSolana(
  page: Page,
  stack: Stack,
  parameters: { account: number; mode: SolanaWalletMode; from: string; amount: string },
) {
  const solana = await injectSolanaWallet({
    page,
    stack,
    account: parameters.account,
    mode: parameters.mode,
  })
  const swapPage = new SwapPage(page)
  await swapPage.goto(stack, {
    from: parameters.from,
    to: tokenValue(stack, 8453, 'USDC'),
    amount: parameters.amount,
  })
  const recipient = stack.accounts[5]!.address
  await swapPage.account.selectOption(recipient)
  await swapPage.familyConnect('E2E Solana').click()
  await expect(swapPage.familyWalletAddress).toHaveText(solana.address)
  await expect(swapPage.familyWalletBalance).toHaveText('1,000 SOL')
  await swapPage.connect()
  // A Solana source names both sides: the payout on Base, typed; the refund back on Solana, the
  // connected Solana wallet's unless the user types another.
  await swapPage.payoutAddress.fill(recipient)
  await expect(swapPage.refundAddress).toHaveValue(solana.address)
  await expect(swapPage.says('Refunds go to your connected Solana wallet')).toBeVisible()
  await pickNative(swapPage)
  return { swapPage, solana, recipient }
}

test('SOL on Solana to USDC on Base from a wallet-standard wallet: signed and sent by the wallet, delivered, both chains moved', async ({
  page,
  stack,
}) => {
  const { swapPage, solana, recipient } = await openFromSolana(page, stack, {
    account: 0,
    mode: 'send',
    from: `${stack.solana.chainId}:${V1_NATIVE_TOKEN_ADDRESS}`,
    amount: '2',
  })
  await expect(swapPage.from).toContainText('SOL')
  const solBefore = await solana.wallet.solBalance()
  const usdcBefore = await tokenBalance(stack, 8453, 'USDC', recipient)
  const expected = await swapPage.receivedAmount(6)
  const ordersBefore = await serviceV1OrdersOf(stack, solana.address)
  const build = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/deposit/build',
  )
  await swapPage.swap.click()
  await expect(swapPage.orderState).toHaveText(done, { timeout: 60_000 })
  expect(solana.asked).toEqual({ signed: 1, sent: 1 })
  // The build carried the default refund address, and the order has it: the wallet's own.
  expect((await build).postDataJSON()).toMatchObject({ refundTo: solana.address })
  const known = new Set(ordersBefore.map((order) => order.id))
  const created = (await serviceV1OrdersOf(stack, solana.address)).filter(
    (order) => !known.has(order.id),
  )
  expect(created.map((order) => order.refundTo)).toEqual([solana.address])
  expect((await tokenBalance(stack, 8453, 'USDC', recipient)) - usdcBefore).toBe(expected)
  // 2 SOL and the one signature's fee left the Solana wallet.
  const spent = solBefore - (await solana.wallet.solBalance())
  expect(spent).toBeGreaterThan(2n * SOL)
  expect(spent).toBeLessThan(2n * SOL + 1_000_000n)
  expect(await serviceV1OrdersOf(stack, solana.address)).toHaveLength(ordersBefore.length + 1)
})

test('USDC on Base to USDC on Solana: the payout address is a Solana address, the SPL tokens arrive there', async ({
  page,
  stack,
}) => {
  const user = stack.accounts[5]!
  const recipient = stack.solana.accounts[0]!
  const watcher = await injectSolanaWallet({ page, stack, account: 0, mode: 'send' })
  const swapPage = new SwapPage(page)
  await swapPage.goto(stack, {
    from: tokenValue(stack, 8453, 'USDC'),
    to: `${stack.solana.chainId}:${stack.solana.usdc.mint}`,
    amount: '40',
  })
  await swapPage.connectAs(user.address)
  await swapPage.payoutAddress.fill(recipient.address)
  await pickNative(swapPage)
  const usdcBefore = await tokenBalance(stack, 8453, 'USDC', user.address)
  const splBefore = await watcher.wallet.tokenBalance(stack.solana.usdc.mint)
  const expected = await swapPage.receivedAmount(6)
  await swapPage.swap.click()
  await expect(swapPage.orderState).toHaveText(done, { timeout: 60_000 })
  expect(usdcBefore - (await tokenBalance(stack, 8453, 'USDC', user.address))).toBe(40_000_000n)
  expect((await watcher.wallet.tokenBalance(stack.solana.usdc.mint)) - splBefore).toBe(expected)
  // The Solana wallet signed nothing: the deposit was the EVM wallet's.
  expect(watcher.asked).toEqual({ signed: 0, sent: 0 })
})

test('a Solana order no one fills is refunded in SOL to the Solana wallet after its deadline', async ({
  page,
  stack,
}) => {
  const { swapPage, solana } = await openFromSolana(page, stack, {
    account: 1,
    mode: 'send',
    from: `${stack.solana.chainId}:${V1_NATIVE_TOKEN_ADDRESS}`,
    amount: '1',
  })
  await devControl(stack, 'scenario', { depositor: solana.address, scenario: 'none' })
  const solBefore = await solana.wallet.solBalance()
  await swapPage.swap.click()
  await expect(swapPage.trackerStatus).toHaveText(
    'Your order is out to fillers; delivery follows.',
    { timeout: 60_000 },
  )
  await withClockAdvanced(stack, 1900, async () => {
    await expect(swapPage.trackerStatus).toHaveText('Your deposit was returned to you.', {
      timeout: 60_000,
    })
  })
  const [order] = (await serviceV1OrdersOf(stack, solana.address)).filter(
    (o) => o.status === 'refunded',
  )
  const refunded = BigInt(order!.transactions.refund!.amount)
  expect(refunded).toBeGreaterThan(SOL - SOL / 100n)
  // The deposit and its fee left; the refund came back to the same wallet on Solana.
  const fee = solBefore - SOL + refunded - (await solana.wallet.solBalance())
  expect(fee).toBeGreaterThan(0n)
  expect(fee).toBeLessThan(1_000_000n)
  expect(solana.asked).toEqual({ signed: 1, sent: 1 })
})

test('a reload between signing and submit (a wallet that only signs): the signed deposit is registered once after the reload, never signed or sent twice', async ({
  page,
  stack,
}) => {
  const { swapPage, solana, recipient } = await openFromSolana(page, stack, {
    account: 2,
    mode: 'sign',
    from: `${stack.solana.chainId}:${V1_NATIVE_TOKEN_ADDRESS}`,
    amount: '1',
  })
  const solBefore = await solana.wallet.solBalance()
  const usdcBefore = await tokenBalance(stack, 8453, 'USDC', recipient)
  const expected = await swapPage.receivedAmount(6)
  const ordersBefore = (await serviceV1OrdersOf(stack, solana.address)).length
  // The registration (which carries the signed transaction) never reaches the BFF before the
  // reload: the connection drops. Nothing is on chain yet: the service broadcasts at the submit.
  let dropped = 0
  await page.route('**/api/v1/deposit/submit', async (route) => {
    dropped++
    await route.abort('connectionreset')
  })
  await swapPage.swap.click()
  await expect(swapPage.steps).toContainText('Deposit sent', { timeout: 30_000 })
  await expect(swapPage.v1PlanAlert).toBeVisible({ timeout: 30_000 })
  expect(dropped).toBeGreaterThan(0)
  expect(solana.asked).toEqual({ signed: 1, sent: 0 })
  expect(await solana.wallet.solBalance()).toBe(solBefore)
  await page.unroute('**/api/v1/deposit/submit')
  const registered = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/api/v1/deposit/submit'),
  )
  await page.reload()
  const body = (await registered).postDataJSON() as Record<string, unknown>
  expect(Object.keys(body).sort()).toEqual(['quoteId', 'routeId', 'signedTransaction'])
  await expect(swapPage.orderState).toHaveText(done, { timeout: 60_000 })
  expect(solana.asked).toEqual({ signed: 1, sent: 0 })
  expect(await serviceV1OrdersOf(stack, solana.address)).toHaveLength(ordersBefore + 1)
  expect((await tokenBalance(stack, 8453, 'USDC', recipient)) - usdcBefore).toBe(expected)
  const spent = solBefore - (await solana.wallet.solBalance())
  expect(spent).toBeGreaterThan(SOL)
  expect(spent).toBeLessThan(SOL + 1_000_000n)
})
