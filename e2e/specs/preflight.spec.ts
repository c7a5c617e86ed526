import { type Address, decodeFunctionData, encodeFunctionData, erc20Abi } from 'viem'
import { expect, SwapPage, test, tokenValue } from '../fixtures.js'
import { connectWalletNamed, installAnnouncedKeyWallet } from '../wallets/announcedKeyWallet.js'

const icon = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E'
const attacker: Address = '0x000000000000000000000000000000000000dEaD'

test('a build whose approval names another spender is refused in the page before the wallet is asked anything', async ({
  page,
  stack,
}) => {
  const wallet = await installAnnouncedKeyWallet(page, stack, {
    info: { name: 'Counting Wallet', rdns: 'dev.ferry.counting', icon },
    atomicBatch: false,
    fund: { chainId: 1, symbol: 'USDC', amount: '30', from: stack.accounts[0]! },
  })
  // A hostile BFF: the real build's answer, its approval rewritten for another spender.
  let tampered = 0
  await page.route('**/api/v2/build', async (route) => {
    const response = await route.fetch()
    const build = (await response.json()) as { approveTxs?: { data: `0x${string}` }[] }
    for (const approval of build.approveTxs ?? []) {
      const { args } = decodeFunctionData({ abi: erc20Abi, data: approval.data })
      approval.data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [attacker, args[1] as bigint],
      })
      tampered++
    }
    await route.fulfill({ response, json: build })
  })
  const swapPage = new SwapPage(page)
  await page.goto(stack.url)
  await connectWalletNamed(page, 'Counting Wallet', wallet.address)
  await swapPage.pick('From', tokenValue(stack, 1, 'USDC'))
  await swapPage.pick('To', tokenValue(stack, 8453, 'USDC'))
  await swapPage.amount.fill('20')
  await expect(swapPage.quotedReceive).toContainText('USDC')
  await swapPage.swap.click()
  await expect(swapPage.failure).toContainText(
    'would let another contract than the deposit take your tokens',
    { timeout: 60_000 },
  )
  expect(tampered).toBe(1)
  // The wallet was asked nothing: no approval, no deposit, no batch.
  expect(wallet.requests).toEqual([])
})

test('the recipient preflight refuses a token contract pasted as payout, beside the quote', async ({
  stack,
  swapPage,
}) => {
  await swapPage.account.selectOption(stack.accounts[1]!.address)
  await swapPage.connect()
  await test.step('a token contract pasted as the payout address', async () => {
    await swapPage.pick('From', tokenValue(stack, 1, 'USDC'))
    await swapPage.pick('To', tokenValue(stack, 8453, 'USDC'))
    await swapPage.amount.fill('20')
    await swapPage.otherAddresses.click()
    const base = stack.chains.find((chain) => chain.chainId === 8453)!
    await swapPage.payoutAddress.fill(base.tokens[0]!.address)
    await expect(swapPage.failure).toContainText('This address is a token contract on')
    // The quote is there, the swap is not.
    await expect(swapPage.quotedReceive).toContainText('USDC')
    await expect(swapPage.swap).toBeDisabled()
    await swapPage.payoutAddress.fill(stack.accounts[1]!.address)
    await expect(swapPage.failure).toHaveCount(0)
    await expect(swapPage.swap).toBeEnabled()
  })
})
