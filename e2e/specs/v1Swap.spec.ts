import { TRON_CHAIN_ID } from '@ferry/order-api'
import { V1_NATIVE_TOKEN_ADDRESS } from '@ferry/order-api/v1'
import type { Page } from '@playwright/test'
import { type Address, createPublicClient, erc20Abi, http, parseEther } from 'viem'
import {
  expect,
  expectAccessible,
  type Stack,
  SwapPage,
  test,
  tokenBalance,
  tokenValue,
} from '../fixtures.js'
import { shootScreen } from '../screens.js'

// The v1 path of the card (DESIGN: v1 in Ferry): directions /v2/params does not list go
// through the BFF's /api/v1, on the devnet's v1 stand-in. Tokens only the v1 catalog lists are
// preset by URL (`<chainId>:<address>`), as a host would.

const NATIVE = V1_NATIVE_TOKEN_ADDRESS
const TRON = TRON_CHAIN_ID

type VolatileChain = {
  chainId: number
  rpcUrl: string
  volatileTokens: { symbol: string; address: Address }[]
}
/** FLUX, the devnet's volatile token, on `chainId` (the stack hands the devnet's chains as they are). */
const flux = (stack: Stack, chainId: number) =>
  (stack.chains as unknown as VolatileChain[])
    .find((chain) => chain.chainId === chainId)!
    .volatileTokens.find((token) => token.symbol === 'FLUX')!

const client = (stack: Stack, chainId: number) =>
  createPublicClient({
    transport: http(stack.chains.find((chain) => chain.chainId === chainId)!.rpcUrl),
  })

/** Opens the page with its tokens and amount preset, and connects `address`. */
async function open(
  page: Page,
  stack: Stack,
  query: { from: string; to: string; amount: string },
  address?: string,
) {
  const swapPage = new SwapPage(page)
  await swapPage.goto(stack, query)
  if (address) await swapPage.connectAs(address)
  return swapPage
}

test('native ETH on Arbitrum to USDC on Base through v1: routes streamed, plan run, balances moved on chain', async ({
  page,
  stack,
}, testInfo) => {
  const user = stack.accounts[3]!
  const v1Requests: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/api/v1/quotes') || path === '/api/v2/quote') v1Requests.push(path)
  })
  const swapPage = await open(
    page,
    stack,
    { from: `42161:${NATIVE}`, to: tokenValue(stack, 8453, 'USDC'), amount: '0.05' },
    user.address,
  )
  await expect(swapPage.from).toContainText('ETH')
  const group = swapPage.routes
  await expect(group.getByRole('radio').first()).toBeChecked({ timeout: 30_000 })
  await expect(swapPage.v1Countdown).toContainText('Price valid for')
  await expect(swapPage.v1Countdown).toContainText('Order deadline:')
  await expect(swapPage.receiveAmount).not.toHaveValue('')
  await expectAccessible(page, testInfo, 'v1 routes')
  await shootScreen(page, 'v1-routes')
  expect(v1Requests).not.toContain('/api/v2/quote')

  const usdcBefore = await tokenBalance(stack, 8453, 'USDC', user.address)
  const ethBefore = await client(stack, 42161).getBalance({ address: user.address })
  const expected = await swapPage.receivedAmount(6)
  // The submit is held until the plan's steps are photographed (they pass in a blink otherwise).
  let release = () => {}
  const photographed = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/v1/deposit/submit', async (route) => {
    await photographed
    await route.continue()
  })
  await swapPage.swap.click()
  const steps = swapPage.steps
  await expect(steps).toContainText('Deposit sent', { timeout: 30_000 })
  await expect(steps.locator('[aria-current="step"]')).toHaveText('Registering the order…')
  await expectAccessible(page, testInfo, 'v1 plan steps')
  await shootScreen(page, 'v1-plan-steps')
  release()
  await expect(swapPage.orderState).toHaveText('Done: your tokens arrived.', {
    timeout: 60_000,
  })
  expect((await tokenBalance(stack, 8453, 'USDC', user.address)) - usdcBefore).toBe(expected)
  const ethAfter = await client(stack, 42161).getBalance({ address: user.address })
  // The amount and the relay fee left as the deposit's value, gas on top.
  expect(ethBefore - ethAfter).toBeGreaterThan(parseEther('0.05'))
})

test('a reload after the deposit left but before its order was registered: registered after the reload, never deposited twice', async ({
  page,
  stack,
}) => {
  const user = stack.accounts[1]!
  const swapPage = await open(
    page,
    stack,
    { from: `42161:${NATIVE}`, to: tokenValue(stack, 8453, 'USDC'), amount: '0.05' },
    user.address,
  )
  await expect(swapPage.routes.getByRole('radio').first()).toBeChecked({ timeout: 30_000 })
  const usdcBefore = await tokenBalance(stack, 8453, 'USDC', user.address)
  const ethBefore = await client(stack, 42161).getBalance({ address: user.address })
  const expected = await swapPage.receivedAmount(6)
  // The registration never reaches the BFF before the reload: the connection drops.
  let dropped = 0
  await page.route('**/api/v1/deposit/submit', async (route) => {
    dropped++
    await route.abort('connectionreset')
  })
  await swapPage.swap.click()
  await expect(swapPage.steps).toContainText('Deposit sent', {
    timeout: 30_000,
  })
  // The run gives up after its retries: from here only the reload can register the order.
  await expect(swapPage.v1PlanAlert).toBeVisible({ timeout: 30_000 })
  expect(dropped).toBeGreaterThan(0)
  await page.unroute('**/api/v1/deposit/submit')
  const registered = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/api/v1/deposit/submit'),
  )
  await page.reload()
  await registered
  await expect(swapPage.orderState).toHaveText('Done: your tokens arrived.', {
    timeout: 60_000,
  })
  expect((await tokenBalance(stack, 8453, 'USDC', user.address)) - usdcBefore).toBe(expected)
  // One deposit of 0.05 ETH (plus relay fee and gas) left the wallet, not two.
  const spent = ethBefore - (await client(stack, 42161).getBalance({ address: user.address }))
  expect(spent).toBeGreaterThan(parseEther('0.05'))
  expect(spent).toBeLessThan(parseEther('0.1'))
})

test('a volatile token (FLUX on Base) to USDC on Arbitrum through v1, with its approval', async ({
  page,
  stack,
}) => {
  const user = stack.accounts[4]!
  const token = flux(stack, 8453)
  const readFlux = () =>
    client(stack, 8453).readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [user.address],
    })
  const swapPage = await open(
    page,
    stack,
    { from: `8453:${token.address}`, to: tokenValue(stack, 42161, 'USDC'), amount: '3' },
    user.address,
  )
  await expect(swapPage.from).toContainText('FLUX')
  await expect(swapPage.routes.getByRole('radio').first()).toBeChecked({ timeout: 30_000 })
  const fluxBefore = await readFlux()
  const usdcBefore = await tokenBalance(stack, 42161, 'USDC', user.address)
  const expected = await swapPage.receivedAmount(6)
  await swapPage.swap.click()
  await expect(swapPage.orderState).toHaveText('Done: your tokens arrived.', {
    timeout: 60_000,
  })
  expect(fluxBefore - (await readFlux())).toBe(parseEther('3'))
  expect((await tokenBalance(stack, 42161, 'USDC', user.address)) - usdcBefore).toBe(expected)
})

test('a route other than the preselected one is picked, and that route fills the order', async ({
  page,
  stack,
}) => {
  const user = stack.accounts[5]!
  const token = flux(stack, 42161)
  const swapPage = await open(
    page,
    stack,
    { from: `42161:${token.address}`, to: tokenValue(stack, 8453, 'USDC'), amount: '2' },
    user.address,
  )
  const radios = swapPage.routes.getByRole('radio')
  await expect(radios.first()).toBeChecked({ timeout: 30_000 })
  // Every route is asked; the external ones answer between two anvil chains.
  await expect.poll(() => radios.count(), { timeout: 30_000 }).toBeGreaterThan(1)
  // Each route is drawn with its icon, loaded from the BFF (the page's own origin).
  for (const route of await swapPage.routes.locator('[data-route]').all()) {
    const icon = route.locator('img.ferry-v1-route-icon')
    await expect
      .poll(() => icon.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0)
    const src = new URL((await icon.getAttribute('src'))!, page.url())
    expect([src.origin, src.pathname]).toEqual([
      new URL(page.url()).origin,
      `/api/v1/route/${await route.getAttribute('data-route')}/icon`,
    ])
  }
  const preselected = await radios.first().getAttribute('value')
  const other = radios.nth(1)
  const routeId = await other.getAttribute('value')
  expect(routeId).not.toBe(preselected)
  const builds: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/deposit/build')
      builds.push(request.postData() ?? '')
  })
  await other.check()
  await expect(other).toBeChecked()
  await expect(radios.first()).not.toBeChecked()
  const usdcBefore = await tokenBalance(stack, 8453, 'USDC', user.address)
  const expected = await swapPage.receivedAmount(6)
  await swapPage.swap.click()
  await expect(swapPage.orderState).toHaveText('Done: your tokens arrived.', {
    timeout: 90_000,
  })
  expect(JSON.parse(builds[0]!)).toMatchObject({ routeId })
  expect((await tokenBalance(stack, 8453, 'USDC', user.address)) - usdcBefore).toBe(expected)
})

test('TRON USDT to ETH on Base through v1: deposit address, QR, exact amount; the transfer hash is checked and submitted', async ({
  page,
  stack,
}, testInfo) => {
  const user = stack.accounts[2]!
  const tronUser = stack.tron.accounts[1]!.address
  const swapPage = await open(
    page,
    stack,
    { from: `${TRON}:${stack.tron.tokens[0]!.address}`, to: `8453:${NATIVE}`, amount: '40' },
    user.address,
  )
  await swapPage.refundAddress.fill(tronUser)
  await expect(swapPage.routes.getByRole('radio').first()).toBeChecked({ timeout: 30_000 })
  const expected = await swapPage.receivedAmount(18)
  await swapPage.swap.click()
  const address = swapPage.v1DepositAddress
  await expect(address).toBeVisible({ timeout: 30_000 })
  await expect(swapPage.v1DepositAmount).toHaveText('40 USDT')
  // What the route pays out and to whom, as the v2 tracker says it.
  await expect(swapPage.v1PayoutAmount).toHaveText(
    new RegExp(
      `^${(await swapPage.receiveAmount.inputValue()).replace('.', '\\.')} ETH on Base\\b`,
    ),
  )
  await expect(swapPage.v1PayoutRecipient).toHaveText(user.address)
  await expect(swapPage.v1DepositQrCode).toBeVisible()
  await expectAccessible(page, testInfo, 'v1 transfer plan')
  await shootScreen(page, 'v1-plan-transfer')

  // The route is taken: its price hold no longer counts down beside the transfer's deadline.
  await expect(swapPage.v1Countdown).toHaveCount(0)
  const hashField = swapPage.transferHash
  // The format stays said under the field, and is read with it.
  await expect(hashField).toHaveAccessibleDescription('64 hexadecimal characters, without 0x')
  await hashField.fill('0x1234')
  await swapPage.registerTransfer.click()
  await expect(swapPage.alertSaying('not a transaction hash')).toBeVisible()

  const ethBefore = await client(stack, 8453).getBalance({ address: user.address })
  const transfer = await fetch(`${stack.url}/api/devnet/tron/transfer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: tronUser, to: await address.textContent(), amount: '40000000' }),
  })
  expect(transfer.status).toBe(200)
  const { txId } = (await transfer.json()) as { txId: string }
  await hashField.fill(txId.replace(/^0x/, ''))
  await swapPage.registerTransfer.click()
  await expect(swapPage.orderState).toHaveText('Done: your tokens arrived.', {
    timeout: 90_000,
  })
  // The form shows ETH to 6 decimals: what arrived is that, to within its last digit.
  const delta = (await client(stack, 8453).getBalance({ address: user.address })) - ethBefore
  expect(delta).toBeGreaterThanOrEqual(expected)
  expect(delta - expected).toBeLessThan(10n ** 12n)
})

test('a direction /v2/params lists still goes through v2: /api/v2/quote is asked, /api/v1/quotes never', async ({
  page,
  stack,
}) => {
  const paths: string[] = []
  page.on('request', (request) => paths.push(new URL(request.url()).pathname))
  const swapPage = await open(page, stack, {
    from: tokenValue(stack, 1, 'USDC'),
    to: tokenValue(stack, 8453, 'USDC'),
    amount: '25',
  })
  await expect(swapPage.quotedReceive).toContainText('USDC')
  expect(paths).toContain('/api/v2/quote')
  expect(paths.filter((path) => path.startsWith('/api/v1/quotes'))).toEqual([])
  await expect(swapPage.routes).toHaveCount(0)
})
