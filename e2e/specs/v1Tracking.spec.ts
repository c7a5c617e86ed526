import { createV1Client, V1_NATIVE_TOKEN_ADDRESS } from '@ferry/order-api/v1'
import type { Page } from '@playwright/test'
import { createPublicClient, createWalletClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  devControl,
  expect,
  expectAccessible,
  type Stack,
  test,
  withClockAdvanced,
} from '../fixtures.js'
import { shootScreen } from '../screens.js'

// The v1 swap flow's UI is built apart: these specs make v1 orders through the BFF's API and
// write this browser's record of one the way that flow does (StoredOrder with interface 'v1').

const NATIVE = V1_NATIVE_TOKEN_ADDRESS

/** What the v1 swap flow writes once the service has the order. */
async function rememberV1Order(
  page: Page,
  parameters: { depositor: string; orderId: string; summary: string; seconds?: number },
) {
  await page.evaluate(({ depositor, orderId, summary, seconds }) => {
    const key = `ferry:orders:${depositor.toLowerCase()}`
    const orders = JSON.parse(localStorage.getItem(key) ?? '[]')
    const record = {
      orderId,
      createdAt: Math.floor(Date.now() / 1000),
      srcChainId: 42161,
      dstChainId: 8453,
      summary,
      interface: 'v1',
      ...(seconds === undefined ? {} : { expectedDurationSeconds: seconds }),
    }
    localStorage.setItem(key, JSON.stringify([record, ...orders]))
  }, parameters)
}

/** Quote, build, deposit (native ETH on Arbitrum) and submit, as the v1 swap flow would. */
async function createV1Order(stack: Stack, account: Stack['accounts'][number], amount: bigint) {
  const client = createV1Client({ baseUrl: `${stack.url}/api` })
  const address = account.address.toLowerCase()
  const usdcBase = stack.chains
    .find((chain) => chain.chainId === 8453)!
    .tokens.find((token) => token.symbol === 'USDC')!
    .address.toLowerCase()
  const quote = await client.getQuotes({
    request: {
      tradeType: 'EXACT_INPUT',
      fromChainId: 42161,
      fromToken: NATIVE,
      toChainId: 8453,
      toToken: usdcBase,
      amount,
      fromAddress: address,
    },
  })
  const route = quote.routes.find((entry) => entry.routeId === 'Native')!
  const plan = await client.build({ quoteId: quote.quoteId, routeId: route.routeId, from: address })
  if (plan.kind !== 'CONTRACT_CALL') throw new Error(`expected a contract call, got ${plan.kind}`)
  const rpcUrl = stack.chains.find((chain) => chain.chainId === 42161)!.rpcUrl
  const chainClient = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 })
  const wallet = createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    transport: http(rpcUrl),
  })
  let depositHash: Hex | undefined
  for (const action of plan.approvals) {
    if (action.type !== 'eip1193_request') continue
    if (action.request.method !== 'eth_sendTransaction') continue
    const [tx] = action.request.params
    const hash = await wallet.sendTransaction({
      chain: null,
      to: tx.to as Hex,
      ...(tx.data ? { data: tx.data as Hex } : {}),
      ...(tx.value === undefined ? {} : { value: BigInt(tx.value) }),
    })
    await chainClient.waitForTransactionReceipt({ hash })
    if (action.deposit) depositHash = hash
  }
  if (!depositHash) throw new Error('the plan had no deposit')
  const submitted = await client.submit({
    quoteId: quote.quoteId,
    routeId: route.routeId,
    ...(plan.buildId ? { buildId: plan.buildId } : {}),
    txHash: depositHash,
  })
  return {
    orderId: submitted.orderId,
    validBefore: route.quote.validBefore,
    expectedDurationSeconds: route.quote.expectedDurationSeconds,
    balance: () => chainClient.getBalance({ address: account.address }),
  }
}

test('a v1 order no filler takes: tracked after a reload, listed in history, refunded on chain', async ({
  swapPage,
  stack,
  page,
}) => {
  const user = stack.accounts[4]!
  const { tracker, trackerStatus: status, history } = swapPage

  // No filler takes this depositor's next order: at its deadline the deposit goes back.
  expect(
    (await devControl(stack, 'scenario', { scenario: 'none', depositor: user.address })).ok,
  ).toBe(true)
  const order = await test.step('a v1 order made through the BFF', () =>
    createV1Order(stack, user, parseEther('0.05')))
  const afterDeposit = await order.balance()

  await test.step('this browser remembers it; after a reload the tracker follows it', async () => {
    await swapPage.connectAs(user.address)
    await rememberV1Order(page, {
      depositor: user.address,
      orderId: order.orderId,
      summary: '0.05 ETH → USDC',
      seconds: order.expectedDurationSeconds,
    })
    await page.reload()
    await swapPage.account.selectOption(user.address)
    await expect(tracker).toBeVisible()
    await expect(status).toHaveText('Your order is out to fillers; delivery follows.')
    await expect(tracker.getByText('You sent')).toBeVisible()
    await expect(tracker.getByText(/ left$|any moment$/)).toBeVisible()
    await expect(tracker.getByRole('button', { name: 'Copy Deposit transaction' })).toBeVisible()
    // The devnet's chains name no explorer: the hash is shown, not linked.
    await expect(tracker.getByRole('link')).toHaveCount(0)
  })

  await test.step('the history lists it like any order (no interface badge), and opens it in the tracker', async () => {
    await swapPage.openHistory()
    // Other specs' v1 orders of this shared devnet account may be listed too.
    const row = history
      .locator('.ferry-history-row[data-interface="v1"]')
      .filter({ hasText: '0.05 ETH → USDC' })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Looking for a filler')
    await expect(row).not.toContainText(/\bv1\b/)
    await row.click()
    await expect(status).toHaveText('Your order is out to fillers; delivery follows.')
  })

  await test.step('past its deadline the deposit comes back, and the tracker says how much', async () => {
    await withClockAdvanced(
      stack,
      Math.ceil(order.validBefore - Date.now() / 1000) + 120,
      async () => {
        await expect(status).toHaveText('Your deposit was returned to you.', { timeout: 60_000 })
      },
    )
    await expect(tracker).not.toContainText('Failed')
    const refunded = await tracker
      .getByRole('region', { name: 'Receipt' })
      .getByText(/^Refunded:/)
      .textContent()
    const onChain = (await order.balance()) - afterDeposit
    expect(onChain).toBeGreaterThan(0n)
    // The tracker's figure is the refund that landed, to its six shown decimals.
    const shown = Number(refunded!.replace(/^Refunded:\s*/, '').split(/\s+/)[0])
    expect(Math.abs(shown - Number(onChain) / 1e18)).toBeLessThan(1e-6)
  })
})

/** A v1 order at each status, as the service would list it (Arbitrum ETH to Base USDC). */
function orderAt(orderId: string, author: string, status: string) {
  const at = (seconds: number) => new Date(Date.now() - 600_000 + seconds * 1000).toISOString()
  const deposit = {
    timestamp: at(10),
    txHash: `0x${'ab'.repeat(32)}`,
    chainId: 42161,
    amount: '50000000000000000',
  }
  const transactions =
    status === 'created'
      ? {}
      : status === 'filled'
        ? {
            deposit,
            fill: {
              timestamp: at(90),
              txHash: `0x${'cd'.repeat(32)}`,
              chainId: 8453,
              amount: '142310000',
            },
          }
        : status === 'refunded'
          ? {
              deposit,
              refund: {
                timestamp: at(400),
                txHash: `0x${'ef'.repeat(32)}`,
                chainId: 42161,
                amount: '49990000000000000',
              },
            }
          : { deposit }
  return {
    id: orderId,
    type: 'native-filler',
    quoteId: '5b0c3e6a-2f4d-4c1b-9a7e-0d8f1c2b3a4e',
    routeId: 'Native',
    fromChainId: 42161,
    toChainId: 8453,
    fromToken: NATIVE,
    toToken: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
    srcAmount: '50000000000000000',
    destAmount: '142500000',
    status,
    author,
    recipient: author,
    refundTo: author,
    fillerAddress: null,
    depositTxHash: status === 'created' ? null : deposit.txHash,
    externalOrderId: null,
    createdAt: at(0),
    updatedAt: at(30),
    tradeType: 'EXACT_INPUT',
    stepsCompleted: ['created', 'deposited', 'published'].slice(
      0,
      status === 'created' ? 1 : status === 'deposited' ? 2 : 3,
    ),
    transactions,
    timestamps: { createdAt: at(0), ...(status === 'created' ? {} : { publishedAt: at(30) }) },
    fromTokenMeta: { symbol: 'ETH', decimals: 18, logoURI: null },
    toTokenMeta: { symbol: 'USDC', decimals: 6, logoURI: null },
  }
}

test('the v1 tracker in each of the seven statuses, shot in both themes at 320 and 440 px', async ({
  swapPage,
  stack,
  page,
}, testInfo) => {
  const user = stack.accounts[3]!
  const author = user.address.toLowerCase()
  const orderId = 'c7e2etrackerscreenshot001'
  let current = orderAt(orderId, author, 'created')
  // The service's answers for this one order, status by status; its stream is refused, so the
  // tracker polls (the fallback under test as well).
  await page.route(`**/api/v1/orders/by-id/${orderId}/events`, (route) => route.abort())
  await page.route(`**/api/v1/orders/by-id/${orderId}`, (route) => route.fulfill({ json: current }))
  await page.route(new RegExp(`/api/v1/orders/${user.address}(\\?|$)`, 'i'), (route) =>
    route.fulfill({ json: { data: [current] } }),
  )
  await page.reload()
  await swapPage.account.selectOption(user.address)
  await swapPage.connect()
  await rememberV1Order(page, {
    depositor: user.address,
    orderId,
    summary: '0.05 ETH → USDC',
    seconds: 900,
  })
  await page.reload()
  await swapPage.account.selectOption(user.address)

  const { tracker, trackerStatus: status } = swapPage
  const expected = {
    created: 'Your order is created; waiting for the deposit to be seen.',
    deposited: 'Your deposit arrived; the order is being prepared.',
    published: 'Your order is out to fillers; delivery follows.',
    refund_pending: 'No filler took the order: your deposit is on its way back to you.',
    filled: 'Done: your tokens arrived.',
    refunded: 'Your deposit was returned to you.',
    failed: 'This order failed and cannot complete.',
  }
  for (const next of ['created', 'deposited', 'published', 'refund_pending'] as const) {
    await test.step(next, async () => {
      current = orderAt(orderId, author, next)
      await expect(status).toHaveText(expected[next], { timeout: 15_000 })
      await expect(tracker.locator('[aria-current="step"]')).toBeVisible()
      if (next === 'refund_pending') await expect(tracker.getByRole('alert')).toHaveCount(0)
      await expectAccessible(page, testInfo, `v1 tracker ${next}`)
      await shootScreen(page, `v1-tracker-${next}`)
    })
  }
  // Final statuses end the following: each is opened again from the history.
  for (const next of ['filled', 'refunded', 'failed'] as const) {
    await test.step(next, async () => {
      current = orderAt(orderId, author, next)
      await swapPage.openHistory()
      const row = swapPage.history.locator('.ferry-history-row[data-interface="v1"]')
      await expect(row).toHaveCount(1)
      if (next === 'filled') {
        await expectAccessible(page, testInfo, 'history with a v1 order')
        await shootScreen(page, 'v1-history')
      }
      await row.click()
      await expect(status).toHaveText(expected[next], { timeout: 15_000 })
      // The devnet's chains name no explorer (links are the component tests' part): every
      // hash is shown with its copy button.
      if (next === 'filled')
        await expect(
          tracker.getByRole('button', { name: /^Copy (Deposit|Payout) transaction$/ }),
        ).toHaveCount(2)
      if (next === 'refunded')
        await expect(tracker.getByText(/^Refunded:/)).toHaveText('Refunded: 0.04999 ETH')
      if (next === 'failed') await expect(tracker.getByRole('alert')).toBeVisible()
      await shootScreen(page, `v1-tracker-${next}`)
    })
  }
})
