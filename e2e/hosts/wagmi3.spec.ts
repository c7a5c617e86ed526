import { test } from '../fixtures.js'
import { hostUrl, swapOnHost, withWallet } from './hostSwap.js'

test('on a wagmi 3 host the widget uses the host’s connection and completes a swap on chain', async ({
  page,
  stack,
}) => {
  const account = await withWallet(page, stack, 1)
  await page.goto(`${hostUrl('wagmi3')}/?bff=${encodeURIComponent(stack.url)}`)
  await page.getByRole('button', { name: 'Host connect' }).click()
  await swapOnHost(page, stack, account)
})
