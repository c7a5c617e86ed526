import { parseAmount } from '@ferry/order-api'
import { expect, test, tokenBalance, tokenValue } from '../fixtures.js'

test('exact output: the person names what to receive, pays what the quote asks, and receives at least that', async ({
  swapPage,
  stack,
  page,
}, testInfo) => {
  const user = stack.accounts[2]!
  await swapPage.account.selectOption(user.address)
  await swapPage.connect()
  await swapPage.pick('From', tokenValue(stack, 1, 'USDC'))
  await swapPage.pick('To', tokenValue(stack, 42161, 'USDC'))
  await swapPage.receiveAmount.fill('30')
  // The amount to pay is filled in from the quote: more than 30, since fees come on top.
  await expect(swapPage.amount).toHaveValue(/^\d+(\.\d+)?$/)
  const spend = parseAmount({ text: await swapPage.amount.inputValue(), decimals: 6 })
  expect(spend).toBeGreaterThan(30_000_000n)
  await testInfo.attach('exact output quote', {
    body: await page.screenshot(),
    contentType: 'image/png',
  })

  const sourceBefore = await tokenBalance(stack, 1, 'USDC', user.address)
  const before = await tokenBalance(stack, 42161, 'USDC', user.address)
  await swapPage.swap.click()
  await expect(swapPage.orderState).toHaveText('Delivered', { timeout: 60_000 })
  const received = (await tokenBalance(stack, 42161, 'USDC', user.address)) - before
  expect(received).toBeGreaterThanOrEqual(30_000_000n)
  expect(sourceBefore - (await tokenBalance(stack, 1, 'USDC', user.address))).toBeLessThanOrEqual(
    spend + 1n,
  )
  await testInfo.attach('exact output delivered', {
    body: await page.screenshot(),
    contentType: 'image/png',
  })
})

test('flip and max: the tokens change sides and max spends the whole balance in the quote', async ({
  swapPage,
  stack,
}) => {
  const user = stack.accounts[3]!
  await swapPage.account.selectOption(user.address)
  await swapPage.connect()
  await swapPage.pick('From', tokenValue(stack, 8453, 'USDC'))
  await swapPage.pick('To', tokenValue(stack, 1, 'USDC'))
  await swapPage.switchTokens.click()
  await expect(swapPage.from).toHaveAccessibleName(/USDC on Ethereum/)
  await expect(swapPage.to).toHaveAccessibleName(/USDC on Base/)
  const balance = await tokenBalance(stack, 1, 'USDC', user.address)
  await expect(swapPage.balance).toContainText('USDC')
  await swapPage.max.click()
  expect(parseAmount({ text: await swapPage.amount.inputValue(), decimals: 6 })).toBe(balance)
  await expect(swapPage.quotedSpend).toContainText('USDC')
})
