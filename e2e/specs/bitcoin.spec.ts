import { V1_NATIVE_TOKEN_ADDRESS } from '@ferry/order-api/v1'
import type { Page } from '@playwright/test'
import {
  expect,
  type Stack,
  SwapPage,
  serviceV1Order,
  test,
  tokenBalance,
  tokenValue,
  withClockAdvanced,
} from '../fixtures.js'
import { installBitcoinWallet } from '../wallets/bitcoinWallet.js'

// Bitcoin through v1 (NativeUTXO) on the devnet's own Bitcoin chain, from a wallet the page finds
// injected (UniSat's API): connect, see the BTC balance, and the Swap click sends the exact amount
// to the deposit address, the hash is submitted for the user, the order tracked to its end.

const BTC = `0:${V1_NATIVE_TOKEN_ADDRESS}`
const done = 'Done: your tokens arrived.'

/** Mines `blocks` on the devnet's Bitcoin now, rather than waiting for its block timer. */
async function mine(stack: Stack, blocks = 2) {
  const response = await fetch(`${stack.bitcoin.esploraUrl}/dev/mine`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ blocks }),
  })
  expect(response.status).toBe(200)
}

/** The order the tracker shows, as the service tells it. */
async function trackedOrder(page: Page, stack: Stack) {
  return serviceV1Order(stack, await new SwapPage(page).orderId())
}

/** Opens the page with a BTC source preset, connects EVM `address`, and the Bitcoin wallet. */
async function openFromBitcoin(
  page: Page,
  stack: Stack,
  parameters: { walletIndex: number; evmAddress: string; to: string; amount: string },
) {
  const bitcoin = await installBitcoinWallet(page, stack, parameters.walletIndex)
  const swapPage = new SwapPage(page)
  await swapPage.goto(stack, { from: BTC, to: parameters.to, amount: parameters.amount })
  await swapPage.connectAs(parameters.evmAddress)
  await swapPage.refundAddress.fill(bitcoin.wallet.address)
  await swapPage.connectFamilyWallet({ wallet: 'UniSat', address: bitcoin.wallet.address })
  return { swapPage, bitcoin }
}

test('BTC to USDC on Base from the Bitcoin wallet in one click: sent, submitted, confirmed, delivered', async ({
  page,
  stack,
}) => {
  const user = stack.accounts[5]!
  const { swapPage, bitcoin } = await openFromBitcoin(page, stack, {
    walletIndex: 0,
    evmAddress: user.address,
    to: tokenValue(stack, 8453, 'USDC'),
    amount: '0.05',
  })
  const btcBefore = await bitcoin.wallet.balance()
  await test.step('the wallet bar shows the BTC balance read from Esplora', async () => {
    await expect(swapPage.familyWalletBalance).toHaveText(`${Number(btcBefore) / 1e8} BTC`)
  })
  await expect(swapPage.routes.getByRole('radio').first()).toBeChecked({ timeout: 30_000 })
  const expected = await swapPage.receivedAmount(6)
  const usdcBefore = await tokenBalance(stack, 8453, 'USDC', user.address)
  const submits: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/deposit/submit')) submits.push(request.url())
  })
  await swapPage.swap.click()

  await test.step('the Swap click sends the exact amount from the wallet to a Bitcoin deposit address', async () => {
    await expect.poll(() => bitcoin.sent.length, { timeout: 30_000 }).toBe(1)
    expect(bitcoin.sent[0]).toMatchObject({
      to: expect.stringMatching(/^bc1q[02-9ac-hj-np-z]{38}$/),
      amount: 5_000_000n,
    })
  })
  await test.step('the hash is submitted once and the order is followed to delivery', async () => {
    await mine(stack)
    await expect(swapPage.orderState).toHaveText(done, { timeout: 90_000 })
    expect(bitcoin.sent).toHaveLength(1)
    expect(submits).toHaveLength(1)
    const { deposit } = (await trackedOrder(page, stack)).transactions
    expect(deposit?.txHash).toBe(bitcoin.sent[0]!.txid)
  })
  const fee = btcBefore - 5_000_000n - (await bitcoin.wallet.balance())
  expect(fee).toBeGreaterThan(0n)
  expect(fee).toBeLessThan(1_000n)
  expect((await tokenBalance(stack, 8453, 'USDC', user.address)) - usdcBefore).toBe(expected)
})

test('USDC on Arbitrum to BTC through v1: the EVM deposit, and BTC paid out on the devnet Bitcoin', async ({
  page,
  stack,
}) => {
  const user = stack.accounts[1]!
  const receiver = (await installBitcoinWallet(page, stack, 1)).wallet
  const swapPage = new SwapPage(page)
  await swapPage.goto(stack, { from: tokenValue(stack, 42161, 'USDC'), to: BTC, amount: '600' })
  await swapPage.connectAs(user.address)
  await swapPage.payoutAddress.fill(receiver.address)
  await expect(swapPage.routes.getByRole('radio').first()).toBeChecked({ timeout: 30_000 })
  const shown = await swapPage.receivedAmount(8)
  const btcBefore = await receiver.balance()
  await swapPage.swap.click()
  await expect(swapPage.orderState).toHaveText(done, { timeout: 90_000 })
  const { fill } = (await trackedOrder(page, stack)).transactions
  // The service's payout transaction is the one the tracker links, and it reached the receiver.
  await expect(swapPage.payoutTransaction).toHaveAttribute(
    'href',
    `${stack.bitcoin.explorerUrl}/tx/${fill!.txHash}`,
  )
  const paid = BigInt(fill!.amount)
  expect((await receiver.balance()) - btcBefore).toBe(paid)
  // The form showed the quote to 6 decimals (100 sat).
  expect(paid - shown).toBeGreaterThanOrEqual(0n)
  expect(paid - shown).toBeLessThan(100n)
})

test('a BTC order no filler takes is refunded in BTC to the refund address after its deadline', async ({
  page,
  stack,
}) => {
  const user = stack.accounts[0]!
  // 0.02 BTC: the devnet's magic cents of an order never filled.
  const { swapPage, bitcoin } = await openFromBitcoin(page, stack, {
    walletIndex: 2,
    evmAddress: user.address,
    to: tokenValue(stack, 8453, 'USDC'),
    amount: '0.02',
  })
  await expect(swapPage.routes.getByRole('radio').first()).toBeChecked({ timeout: 30_000 })
  await swapPage.swap.click()
  await expect.poll(() => bitcoin.sent.length, { timeout: 30_000 }).toBe(1)
  await mine(stack)
  // The deposit must be the engine's before the deadline passes (else it is a late one).
  await expect(swapPage.says('Your order is out to fillers; delivery follows.')).toBeVisible({
    timeout: 60_000,
  })
  const afterDeposit = await bitcoin.wallet.balance()
  await withClockAdvanced(stack, 1900, async () => {
    await expect(swapPage.refunded).toBeVisible({ timeout: 90_000 })
  })
  const refunded = (await bitcoin.wallet.balance()) - afterDeposit
  // The flat fee (2.025 USD in BTC at 60,000 USD) is kept; the rest came back on chain.
  expect(refunded).toBe(2_000_000n - 3_375n)
})
