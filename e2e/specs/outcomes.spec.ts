import { createWalletClient, encodeFunctionData, erc20Abi, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, type Stack, type SwapPage, test, tokenBalance, tokenValue } from '../fixtures.js'
import { shootScreen } from '../screens.js'

async function swap(
  swapPage: SwapPage,
  stack: Stack,
  parameters: { account: number; from: [number, string]; to: [number, string]; amount: string },
) {
  const user = stack.accounts[parameters.account]!
  await swapPage.prepare({
    address: user.address,
    from: tokenValue(stack, ...parameters.from),
    to: tokenValue(stack, ...parameters.to),
    amount: parameters.amount,
  })
  await expect(swapPage.quotedReceive).toContainText(parameters.to[1])
  await swapPage.swap.click()
  return user
}

const amountAfter = (swapPage: SwapPage, label: 'Paid out' | 'Refunded') =>
  swapPage.settledAmount(label)

test('a same-chain swap, USDC to USDT on Ethereum', async ({ swapPage, stack, page }, testInfo) => {
  const user = stack.accounts[2]!
  const before = await tokenBalance(stack, 1, 'USDT', user.address)
  await swap(swapPage, stack, { account: 2, from: [1, 'USDC'], to: [1, 'USDT'], amount: '40' })
  await expect(swapPage.orderState).toHaveText('Delivered', { timeout: 60_000 })
  await testInfo.attach('same-chain delivered', {
    body: await page.screenshot(),
    contentType: 'image/png',
  })
  expect((await tokenBalance(stack, 1, 'USDT', user.address)) - before).toBe(
    await amountAfter(swapPage, 'Paid out'),
  )
})

test('a partial fill pays part and refunds the rest on the source chain', async ({
  swapPage,
  stack,
  page,
}, testInfo) => {
  const user = stack.accounts[3]!
  // The devnet's demo amounts: .01 makes the solver fill 60%.
  const sourceBefore = await tokenBalance(stack, 1, 'USDC', user.address)
  await swap(swapPage, stack, {
    account: 3,
    from: [1, 'USDC'],
    to: [8453, 'USDC'],
    amount: '30.01',
  })
  await expect(swapPage.orderState).toContainText('Delivered', { timeout: 60_000 })
  await expect(swapPage.orderState).toContainText('Partly filled')
  await testInfo.attach('partial fill', { body: await page.screenshot(), contentType: 'image/png' })
  const refunded = await amountAfter(swapPage, 'Refunded')
  expect(refunded).toBeGreaterThan(0n)
  expect(await tokenBalance(stack, 1, 'USDC', user.address)).toBe(
    sourceBefore - 30_010_000n + refunded,
  )
})

test('a failed delivery ends in delivery_failed with its reason', async ({
  swapPage,
  stack,
  page,
}) => {
  // .03 makes the devnet fail the payout after settlement.
  await swap(swapPage, stack, {
    account: 4,
    from: [42161, 'USDC'],
    to: [8453, 'USDC'],
    amount: '20.03',
  })
  await expect(swapPage.orderState).toHaveText('Delivery failed', { timeout: 60_000 })
  // What to do and the reason in words; the raw detail folded away for support.
  const failure = swapPage.failureBox
  await expect(failure.getByText(/^The transfer to you did not go through/)).toBeVisible()
  await expect(
    failure.locator('> p', { hasText: /reverted on the destination chain/ }),
  ).toBeVisible()
  await expect(failure.getByRole('list')).toBeHidden()
  await shootScreen(page, 'tracker-delivery-failed')
})

test('a residual USDT allowance is reset to zero before the new approval', async ({
  swapPage,
  stack,
  page,
}, testInfo) => {
  const user = stack.accounts[5]!
  const chain = stack.chains.find((entry) => entry.chainId === 137)!
  const usdt = chain.tokens.find((token) => token.symbol === 'USDT')!.address
  const deposit = chain.depositContract
  const wallet = createWalletClient({
    account: privateKeyToAccount(user.privateKey),
    transport: http(chain.rpcUrl),
  })
  await wallet.sendTransaction({
    to: usdt,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [deposit, 1n] }),
    chain: null,
  })
  const approvals: string[] = []
  page.on('request', (request) => {
    const body = request.postData() ?? ''
    if (body.includes('eth_sendRawTransaction')) approvals.push(body)
  })
  await swap(swapPage, stack, { account: 5, from: [137, 'USDT'], to: [8453, 'USDC'], amount: '15' })
  await expect(swapPage.orderState).toHaveText('Delivered', { timeout: 60_000 })
  await testInfo.attach('usdt reset delivered', {
    body: await page.screenshot(),
    contentType: 'image/png',
  })
  // approve(0), approve(amount), deposit
  expect(approvals).toHaveLength(3)
})
