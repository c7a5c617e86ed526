import { tronTestWallet } from '@ferry/devnet'
import { parseTronAddress, TRON_CHAIN_ID } from '@ferry/order-api'
import { V1_NATIVE_TOKEN_ADDRESS } from '@ferry/order-api/v1'
import type { Page } from '@playwright/test'
import { createPublicClient, http } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { expect, type Stack, type SwapPage, test, tokenBalance, tokenValue } from '../fixtures.js'
import { installTronLink } from '../wallets/tronLinkTestWallet.js'

// TRON from the user's own wallet (a TronLink-shaped one signing with a devnet key): connect,
// see the balance, one click sends the exact amount to the deposit address, and the order is
// followed to its end; balances are read on the devnet's TRON node.

/** A TRON account of this test alone: a fresh key given TRX and USDT by the devnet's third user. */
async function freshTronAccount(stack: Stack, usdt: bigint) {
  const privateKey = generatePrivateKey()
  const funder = stack.tron.accounts[2]!
  const bank = tronTestWallet({ fullHost: stack.tron.fullHost, privateKey: funder.privateKey })
  const account = tronTestWallet({ fullHost: stack.tron.fullHost, privateKey })
  await bank.sendTrx({ to: account.address, amount: 100_000_000n })
  await bank.sendUsdt({ token: stack.tron.tokens[0]!.address, to: account.address, amount: usdt })
  return { privateKey, address: account.address }
}

/** A TRON account's USDT, read with balanceOf on the devnet node. */
async function tronUsdt(stack: Stack, address: string) {
  const response = await fetch(`${stack.tron.fullHost}/wallet/triggerconstantcontract`, {
    method: 'POST',
    body: JSON.stringify({
      owner_address: address,
      contract_address: stack.tron.tokens[0]!.address,
      function_selector: 'balanceOf(address)',
      parameter: parseTronAddress(address).hex41.slice(2).padStart(64, '0'),
      visible: true,
    }),
  })
  const { constant_result } = (await response.json()) as { constant_result: string[] }
  return BigInt(`0x${constant_result[0]}`)
}

/** A fresh TRON account holding `usdt`, in a TronLink the page finds injected. */
async function tronLinkAccount(page: Page, stack: Stack, usdt: bigint) {
  const tron = await freshTronAccount(stack, usdt)
  await installTronLink(page, { fullHost: stack.tron.fullHost, privateKey: tron.privateKey })
  return tron
}

async function connectTronLink(swapPage: SwapPage, tron: { address: string }, shown: string) {
  await swapPage.connectFamilyWallet({ wallet: 'TronLink', address: tron.address })
  await expect(swapPage.familyWalletBalance).toHaveText(shown)
}

/**
 * The v2 form from USDT on TRON to USDC on Base for `user`, paid from a fresh TronLink account
 * holding `usdt` (its balance shown as `shown`), refunds to that account; quoted.
 */
async function prepareFromTronLink(
  swapPage: SwapPage,
  stack: Stack,
  parameters: { user: string; usdt: bigint; shown: string; amount: string },
) {
  const tron = await tronLinkAccount(swapPage.page, stack, parameters.usdt)
  await swapPage.goto(stack)
  await swapPage.prepare({
    address: parameters.user,
    from: `${TRON_CHAIN_ID}:${stack.tron.tokens[0]!.address}`,
    to: tokenValue(stack, 8453, 'USDC'),
    amount: parameters.amount,
  })
  await connectTronLink(swapPage, tron, parameters.shown)
  await swapPage.refundAddress.fill(tron.address)
  await expect(swapPage.quotedReceive).toContainText('USDC')
  return tron
}

test('USDT on TRON to USDC on Base (v2) from TronLink in one click: the deposit sent, delivered', async ({
  swapPage,
  stack,
}) => {
  const user = stack.accounts[4]!
  const tron = await prepareFromTronLink(swapPage, stack, {
    user: user.address,
    usdt: 30_000_000n,
    shown: '30 USDT',
    amount: '25',
  })
  const before = await tokenBalance(stack, 8453, 'USDC', user.address)
  await swapPage.swap.click()

  // Sent from the wallet: the deposit screen says so, with its hash, and the copy-paste stays.
  await expect(swapPage.familyTransferHash).toHaveText(/^[0-9a-f]{64}$/, {
    timeout: 30_000,
  })
  await expect(swapPage.tronDepositAddress).toBeVisible()
  await expect(swapPage.orderState).toHaveText('Delivered', { timeout: 60_000 })
  expect(await tronUsdt(stack, tron.address)).toBe(5_000_000n)
  expect((await tokenBalance(stack, 8453, 'USDC', user.address)) - before).toBe(
    await swapPage.settledAmount('Paid out'),
  )
})

test('a partial fill of a TronLink deposit refunds the rest to the TRON wallet', async ({
  swapPage,
  stack,
}) => {
  const user = stack.accounts[5]!
  // The devnet's demo amounts: .01 makes the solver fill 60%.
  const tron = await prepareFromTronLink(swapPage, stack, {
    user: user.address,
    usdt: 40_000_000n,
    shown: '40 USDT',
    amount: '30.01',
  })
  await swapPage.swap.click()
  await expect(swapPage.orderState).toContainText('Delivered', { timeout: 60_000 })
  await expect(swapPage.orderState).toContainText('Partly filled')
  const refunded = await swapPage.settledAmount('Refunded')
  expect(refunded).toBeGreaterThan(0n)
  await expect.poll(() => tronUsdt(stack, tron.address)).toBe(40_000_000n - 30_010_000n + refunded)
})

test('USDT on TRON to ETH on Base (v1) from TronLink in one click: sent, its hash submitted once', async ({
  swapPage,
  stack,
  page,
}) => {
  const user = stack.accounts[4]!
  const tron = await tronLinkAccount(page, stack, 50_000_000n)
  const submits: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/deposit/submit')) submits.push(request.url())
  })
  await swapPage.goto(stack, {
    from: `${TRON_CHAIN_ID}:${stack.tron.tokens[0]!.address}`,
    to: `8453:${V1_NATIVE_TOKEN_ADDRESS}`,
    amount: '40',
  })
  await connectTronLink(swapPage, tron, '50 USDT')
  await swapPage.connectAs(user.address)
  await swapPage.refundAddress.fill(tron.address)
  await expect(swapPage.routes.getByRole('radio').first()).toBeChecked({ timeout: 30_000 })
  const base = createPublicClient({
    transport: http(stack.chains.find((chain) => chain.chainId === 8453)!.rpcUrl),
  })
  const ethBefore = await base.getBalance({ address: user.address })
  await swapPage.swap.click()
  await expect(swapPage.orderState).toHaveText('Done: your tokens arrived.', { timeout: 90_000 })
  expect(submits).toHaveLength(1)
  expect(await tronUsdt(stack, tron.address)).toBe(10_000_000n)
  expect(await base.getBalance({ address: user.address })).toBeGreaterThan(ethBefore)
})
