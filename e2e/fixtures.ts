import type { Devnet } from '@ferry/devnet'
import { parseAmount } from '@ferry/order-api'
import { createDevControl } from '@ferry/test-utils'
import {
  test as base,
  expect,
  type FrameLocator,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'

/**
 * What e2e/stack.ts prints (FERRY_STACK): the devnet's own description of its chains, accounts and
 * TRON ledger, the BFF's URL, and a port for a plain host page.
 */
export type Stack = Pick<Devnet, 'serviceUrl' | 'chains' | 'accounts' | 'tron'> & {
  /** The devnet's Solana (litesvm): its JSON-RPC, SPL USDC and funded users with their keys. */
  solana: Pick<Devnet['solana'], 'chainId' | 'rpcUrl' | 'usdc' | 'accounts'>
  /** The sandbox Bitcoin: its Esplora API and funded accounts (WIF keys). */
  bitcoin: Pick<Devnet['bitcoin'], 'chainId' | 'esploraUrl' | 'explorerUrl' | 'accounts'>
  url: string
  /** The devnet integrator's API key, for a BFF of a test's own in front of the same service. */
  apiKey: string
  /** A port whose 127.0.0.1 origin is in the BFF's ALLOWED_ORIGINS, free for a host page. */
  plainHostPort: number
  /** A port whose 127.0.0.1 origin is the BFF's one SAFE_APP_ORIGINS, for a test Safe{Wallet}. */
  safeParentPort: number
}

/** The swap page as a person sees it. */
export class SwapPage {
  /** The devnet wallet's account picker in the page header. */
  readonly account: Locator
  /** The amount to pay (exact input) and the amount to receive (exact output). */
  readonly amount: Locator
  readonly receiveAmount: Locator
  readonly swap: Locator
  /** The polite live region that tells where the order is. */
  readonly orderState: Locator
  /** The From token button; its text names the token chosen. */
  readonly from: Locator
  /** The v1 routes a quote offers, one radio each (absent on the v2 path). */
  readonly routes: Locator
  /** The buttons that order the v1 routes (Best, Most received, Fastest, Lowest cost). */
  readonly routeSorts: Locator
  /** The v2 quote's details (rows without figures while it is asked for), and their fees' total. */
  readonly quoteDetails: Locator
  readonly totalFees: Locator
  /** The steps of a running swap (approve, deposit, register…). */
  readonly steps: Locator
  /** The tracker of one order, and its polite status line. */
  readonly tracker: Locator
  readonly trackerStatus: Locator
  /** The list of this wallet's orders. */
  readonly history: Locator
  /** What the card says when a swap stops (an alert). */
  readonly failure: Locator
  /** The connected wallet of another family (Bitcoin, TRON) with its address, and its balance. */
  readonly familyWallet: Locator
  readonly familyWalletBalance: Locator
  /** The connected wallet of another family's address alone. */
  readonly familyWalletAddress: Locator
  /** The To token button; its text names the token chosen. */
  readonly to: Locator
  /** The quote's amount received as the form states it, with its token ("24.9 USDC"). */
  readonly quotedReceive: Locator
  /** The amount to pay the form states under an exact-output quote. */
  readonly quotedSpend: Locator
  /** The From token's balance in the connected wallet ("Balance: 1,000 USDC"). */
  readonly balance: Locator
  /** The button that swaps the two tokens, and the one that fills the whole balance. */
  readonly switchTokens: Locator
  readonly max: Locator
  /** The form's main button, whatever it says now (Swap, Approve in your wallet…). */
  readonly primaryButton: Locator
  /** The recipient and refund address fields, and the button that shows them. */
  readonly payoutAddress: Locator
  readonly refundAddress: Locator
  readonly otherAddresses: Locator
  /** The wallet menu's buttons: connect (the menu's opener) and disconnect (names the account). */
  readonly connectWallet: Locator
  readonly disconnect: Locator
  /** The dialog open now (token picker, wallet menu). */
  readonly openDialog: Locator
  /** The buttons that leave an order for a new swap and that open the history (its count beside it). */
  readonly newSwap: Locator
  readonly historyButton: Locator
  /** The tracker's cancel button and the confirmation it opens. */
  readonly cancelOrderButton: Locator
  readonly cancelConfirmation: Locator
  /** The cancel confirmation by its class: its accessible name is in the language shown. */
  readonly cancelConfirmationBox: Locator
  /** The button a failed build offers to start again from a fresh quote. */
  readonly getNewQuote: Locator
  /** The tracker's line for what was paid out or refunded ("Paid out: 24.5 USDC"). */
  readonly paidOut: Locator
  readonly refunded: Locator
  /** The tracker's link to the payout transaction on the explorer. */
  readonly payoutTransaction: Locator
  /** The tracker's steps as listed (their details left out), and its Copy Order ID button. */
  readonly timelineSteps: Locator
  readonly copyOrderId: Locator
  /** The receipt of a finished order. */
  readonly receipt: Locator
  /** How long the quote's price holds ("Price valid for 0:29"). */
  readonly priceHold: Locator
  /** A TRON deposit-address order: the address to pay, the exact amount, and the hash of a wallet's transfer. */
  readonly tronDepositAddress: Locator
  readonly tronExpectedAmount: Locator
  readonly familyTransferHash: Locator
  /** The v1 plan's countdown, deposit address, amount and QR code, and what the plan says when it fails. */
  readonly v1Countdown: Locator
  readonly v1DepositAddress: Locator
  readonly v1DepositAmount: Locator
  readonly v1DepositQrCode: Locator
  /** The v1 transfer card's payout: the amount the route pays, and to whom. */
  readonly v1PayoutAmount: Locator
  readonly v1PayoutRecipient: Locator
  readonly v1PlanAlert: Locator
  /** The v1 plan's field for the hash of a transfer made elsewhere, and its Register button. */
  readonly transferHash: Locator
  readonly registerTransfer: Locator
  /** The widget's root(s), the stand-ins drawn before hydration, and a failure's box. */
  readonly widget: Locator
  readonly placeholders: Locator
  readonly failureBox: Locator
  /** The hosted page around the widget: its body, its main region and its h1 title. */
  readonly body: Locator
  readonly main: Locator
  readonly pageTitle: Locator
  /** The document's root element (`<html>`, its `lang` and `dir`) and the page's own header. */
  readonly documentRoot: Locator
  readonly pageHeader: Locator
  /** The button of the connected account, named by its short address ("0x7099…79C8"). */
  readonly connectedAccount: Locator
  /** The pay side of the form (token, amount, its USD value and balance), and that USD value. */
  readonly paySide: Locator
  readonly payUsdValue: Locator
  /** The token buttons (From, then To), whatever the language names them. */
  readonly tokenButtons: Locator
  constructor(readonly page: Page) {
    this.account = page.getByLabel('Devnet wallet account')
    this.amount = page.getByLabel('Amount to pay')
    this.receiveAmount = page.getByLabel('Amount to receive')
    this.swap = page.getByRole('button', { name: 'Swap', exact: true })
    this.orderState = page.locator('.ferry-state')
    this.from = page.getByRole('button', { name: /^From:/ })
    this.routes = page.getByRole('group', { name: 'Routes' })
    this.routeSorts = page.getByRole('group', { name: 'Sort routes by' })
    this.quoteDetails = page.getByRole('region', { name: 'Quote' })
    this.totalFees = page.getByTestId('total-fees')
    this.steps = page.getByRole('list', { name: 'Swap progress' })
    this.tracker = page.getByRole('region', { name: 'Order progress' })
    this.trackerStatus = this.tracker.getByRole('status')
    this.history = page.getByRole('region', { name: 'History' })
    this.failure = page.getByRole('alert')
    this.familyWallet = page.getByTestId('family-wallet')
    this.familyWalletBalance = page.getByTestId('family-wallet-balance')
    this.familyWalletAddress = page.getByTestId('family-wallet-address')
    this.to = page.getByRole('button', { name: /^To:/ })
    this.quotedReceive = page.getByTestId('receive-amount')
    this.quotedSpend = page.getByTestId('spend-amount')
    this.balance = page.getByTestId('balance')
    this.switchTokens = page.getByRole('button', { name: 'Switch the two tokens' })
    this.max = page.getByRole('button', { name: 'Max', exact: true })
    this.primaryButton = page.locator('button.ferry-primary')
    this.payoutAddress = page.getByLabel('Payout address')
    this.refundAddress = page.getByLabel('Refund address')
    this.otherAddresses = page.getByRole('button', { name: 'Send to or refund another address' })
    this.connectWallet = page.getByRole('button', { name: 'Connect wallet' })
    this.disconnect = page.getByRole('button', { name: /Disconnect/ })
    this.openDialog = page.locator('dialog[open]')
    this.newSwap = page.getByRole('button', { name: 'New swap' })
    this.historyButton = page.getByRole('button', { name: /^History/ })
    this.cancelOrderButton = page.getByRole('button', { name: 'Cancel order' })
    this.cancelConfirmation = page.getByRole('group', { name: 'Cancel this order?' })
    this.cancelConfirmationBox = page.locator('.ferry-cancel-confirm')
    this.getNewQuote = page.getByRole('button', { name: 'Get a new quote' })
    this.paidOut = page.getByText(/^Paid out:/)
    this.refunded = page.getByText(/^Refunded:/)
    this.payoutTransaction = page.getByRole('link', { name: 'Payout transaction' })
    this.timelineSteps = page.locator('.ferry-timeline > li:not(.ferry-step-detail)')
    this.copyOrderId = page.getByRole('button', { name: 'Copy Order ID' })
    this.receipt = page.getByRole('region', { name: 'Receipt' })
    this.priceHold = page.getByTestId('price-hold')
    this.tronDepositAddress = page.getByTestId('tron-deposit-address')
    this.tronExpectedAmount = page.getByTestId('tron-expected-amount')
    this.familyTransferHash = page.getByTestId('family-transfer-hash')
    this.v1Countdown = page.getByTestId('v1-countdown')
    this.v1DepositAddress = page.getByTestId('v1-deposit-address')
    this.v1DepositAmount = page.getByTestId('v1-deposit-amount')
    this.v1DepositQrCode = page.getByRole('img', { name: 'QR code of the deposit address' })
    this.v1PayoutAmount = page.getByTestId('v1-payout-amount')
    this.v1PayoutRecipient = page.getByTestId('v1-payout-recipient')
    this.v1PlanAlert = page.locator('.ferry-v1-plan [role="alert"]')
    this.transferHash = page.getByLabel('Hash of your transfer')
    this.registerTransfer = page.getByRole('button', { name: 'Register my transfer' })
    this.widget = page.locator('.ferry')
    this.placeholders = page.locator('.ferry-placeholder')
    this.failureBox = page.locator('.ferry-failure')
    this.body = page.locator('body')
    this.main = page.getByRole('main')
    this.pageTitle = page.getByRole('heading', { name: 'Ferry', level: 1 })
    this.documentRoot = page.locator('html')
    this.pageHeader = this.main.locator('header')
    this.connectedAccount = page.getByRole('button', { name: /0x[0-9a-fA-F]{4}…/ })
    this.tokenButtons = page.locator('.ferry-token')
    this.paySide = page.locator('.ferry-side').first()
    this.payUsdValue = this.paySide.locator('.ferry-usd')
  }
  /** A sentence the page shows (a notice, a hint, a button's label read as text). */
  says(text: string | RegExp) {
    return this.page.getByText(text)
  }
  /** What the card says when a swap stops, the one alert that contains `text`. */
  alertSaying(text: string | RegExp) {
    return this.failure.filter({ hasText: text })
  }
  /** A polite status line that contains `text` (a step of the swap being told). */
  statusSaying(text: string | RegExp) {
    return this.page.getByRole('status').filter({ hasText: text })
  }
  /** The button that connects the page's wallet of another family (`Connect E2E Solana`). */
  familyConnect(wallet: string) {
    return this.page.getByRole('button', { name: `Connect ${wallet}` })
  }
  /** A heading the page shows by its exact text (a look's title, a localized page's). */
  heading(name: string) {
    return this.page.getByRole('heading', { name, exact: true })
  }
  /** A field by its label, for the localized pages whose labels the test names in their language. */
  field(label: string) {
    return this.page.getByLabel(label)
  }
  /** Opens the hosted page with `query` preset (tokens as `<chainId>:<address>`, amount, …). */
  async goto(stack: Stack, query: Record<string, string> = {}) {
    await this.page.goto(hostedPageUrl(stack, query))
  }
  /** Picks the devnet account `address` and connects it. */
  async connectAs(address: string) {
    await this.account.selectOption(address)
    await this.connect()
  }
  /**
   * Connects the page's wallet of another family with its own button (`Connect UniSat`,
   * `Connect TronLink`), retried until `address` shows: `connect()` may already have pressed it,
   * the first button whose name starts "Connect".
   */
  async connectFamilyWallet(parameters: { wallet: string; address: string }) {
    const button = this.familyConnect(parameters.wallet)
    await expect(async () => {
      if (await button.isVisible()) await button.click({ timeout: 1_000 })
      await expect(this.familyWallet).toContainText(parameters.address, { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
  }
  /** The id of the order the tracker shows. */
  async orderId(): Promise<string> {
    return (
      (await this.page
        .getByText('Order ID', { exact: true })
        .locator('xpath=..')
        .locator('code')
        .getAttribute('title')) ?? ''
    )
  }
  /** Leaves the current order for a new swap and opens the history. */
  async openHistory() {
    await this.newSwap.click()
    await this.historyButton.click()
  }
  /** The amount the form shows as received (the chosen route's on v1), in base units. */
  async receivedAmount(decimals: number): Promise<bigint> {
    const text = await this.receiveAmount.inputValue()
    return parseAmount({ text: text.replaceAll(',', ''), decimals })
  }
  /** Opens the wallet menu; a wallet may reconnect on load at any moment, so disconnect first. */
  async openWalletMenu() {
    await this.page.waitForLoadState('networkidle')
    await expect(async () => {
      if (await this.disconnect.isVisible()) await this.disconnect.click()
      await this.connectWallet.click({ timeout: 5_000 })
      await expect(this.openDialog).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    return this.openDialog
  }

  /** Chooses a token in the From or To picker; `token` is `<chainId>:<address>` (tokenValue). */
  async pick(side: 'From' | 'To', token: string) {
    await (side === 'From' ? this.from : this.to).click()
    await this.openDialog.locator(`[data-token="${token}"]`).click()
    await this.openDialog.waitFor({ state: 'hidden' })
  }
  /** Picks the devnet account, connects, and fills the form; `from`/`to` are tokenValue()s. */
  async prepare(parameters: { address: string; from: string; to: string; amount: string }) {
    await this.account.selectOption(parameters.address)
    await this.connect()
    await this.pick('From', parameters.from)
    await this.pick('To', parameters.to)
    await this.amount.fill(parameters.amount)
  }
  /**
   * Cancels the tracked order: "Cancel order", then "Yes, cancel it" in its confirmation, which
   * says what comes back and which flat fee is kept; returns that confirmation's text.
   */
  async cancelOrder(): Promise<string> {
    await this.cancelOrderButton.click()
    const confirmation = this.cancelConfirmation
    const said = (await confirmation.textContent()) ?? ''
    await confirmation.getByRole('button', { name: 'Yes, cancel it' }).click()
    return said
  }
  /** The amount the tracker shows as paid out or refunded, in base units ("Paid out: 24.5 USDC"). */
  async settledAmount(label: 'Paid out' | 'Refunded', decimals = 6): Promise<bigint> {
    const text = await this.page.getByText(new RegExp(`^${label}:`)).textContent()
    const figure = text!
      .slice(label.length + 1)
      .trim()
      .split(/\s+/)[0]!
      .replaceAll(',', '')
    return parseAmount({ text: figure, decimals })
  }
  async connect() {
    const disconnect = this.disconnect
    // The page's wallet may reconnect at any moment: retried until connected either way.
    await expect(async () => {
      if (await disconnect.isVisible()) return
      await this.page
        .getByRole('button', { name: /^Connect/ })
        .first()
        .click({ timeout: 5_000 })
      // The wallet menu lists the page's wallets: the devnet's is the first announced.
      await this.openDialog
        .getByRole('listitem')
        .getByRole('button')
        .first()
        .click({ timeout: 10_000 })
    }).toPass({ timeout: 60_000 })
    await this.disconnect.waitFor()
  }
}

export const test = base.extend<{ stack: Stack; swapPage: SwapPage }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the destructuring.
  stack: async ({}, use) => {
    await use(JSON.parse(process.env.FERRY_STACK!) as Stack)
  },
  swapPage: async ({ page, stack }, use) => {
    await page.goto(hostedPageUrl(stack))
    await use(new SwapPage(page))
  },
})

/**
 * The hosted page with `query` (presets, locale), following the system's colour scheme
 * (`theme=auto`): light as Playwright's default, dark when shootScreen (screens.ts) emulates it.
 */
export const hostedPageUrl = (stack: Stack, query: Record<string, string> = {}) =>
  `${stack.url}/?${new URLSearchParams({ theme: 'auto', ...query })}`

export function tokenBalance(stack: Stack, chainId: number, symbol: string, owner: Address) {
  const chain = stack.chains.find((entry) => entry.chainId === chainId)!
  const token = chain.tokens.find((entry) => entry.symbol === symbol)!
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  return client.readContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

export const tokenValue = (stack: Stack, chainId: number, symbol: string) =>
  `${chainId}:${stack.chains.find((entry) => entry.chainId === chainId)!.tokens.find((entry) => entry.symbol === symbol)!.address}`

/** A v1 order as the service tells it, in the fields the specs read. */
export type ServiceV1Order = {
  id: string
  status: string
  refundTo: string | null
  transactions: Partial<Record<'deposit' | 'fill' | 'refund', { txHash: string; amount: string }>>
}

/** One v1 order, read from the service itself (spec v1: GET /v1/orders/by-id/{orderId}). */
export async function serviceV1Order(stack: Stack, orderId: string): Promise<ServiceV1Order> {
  const response = await fetch(`${stack.serviceUrl}/v1/orders/by-id/${orderId}`)
  expect(response.status).toBe(200)
  return (await response.json()) as ServiceV1Order
}

/** The v1 orders the service lists for an address (spec v1: GET /v1/orders/{address}). */
export async function serviceV1OrdersOf(stack: Stack, address: string): Promise<ServiceV1Order[]> {
  const response = await fetch(`${stack.serviceUrl}/v1/orders/${address}?limit=20`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: ServiceV1Order[] }).data
}

/** Calls one of the devnet's dev-only controls (scenario, clock, maintenance, …). */
export const devControl = (stack: Stack, path: string, body: unknown) =>
  createDevControl({ serviceUrl: stack.serviceUrl }).post(path, body)

/** Runs `step` with the service's clock moved `seconds` ahead, and always moves it back. */
export const withClockAdvanced = (stack: Stack, seconds: number, step: () => Promise<void>) =>
  createDevControl({ serviceUrl: stack.serviceUrl }).withClockAdvanced(seconds, step)

export { expectAccessible } from './accessibility.js'

export { expect }

/**
 * A full-page screenshot of the current step, saved in the test's output directory (so it is
 * there whatever the reporter) and attached to the report under `name`.
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name.replaceAll(/[^\w-]+/g, '-')}.png`)
  await page.screenshot({ path, fullPage: true })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

/**
 * The sample host dApp at /demo: its own wagmi wallet, the React component, the iframe made by
 * @ferry/embed with the host's provider, and the log of both widgets' events.
 */
export class DemoHost {
  readonly component: Locator
  /** The iframe element, and its content. */
  readonly iframe: Locator
  readonly frame: FrameLocator
  readonly log: Locator
  /** The host's own wallet controls: disconnect, the account switcher, and the account shown. */
  readonly hostDisconnect: Locator
  readonly switchHostAccount: Locator
  readonly hostAccount: Locator
  constructor(readonly page: Page) {
    this.hostDisconnect = page.getByRole('button', { name: 'Host disconnect' })
    this.switchHostAccount = page.getByLabel('Switch host account')
    this.hostAccount = page.getByText(/^Host account/)
    this.component = page.getByRole('region', { name: 'React component' })
    this.iframe = page.locator('[data-testid="embed-container"] iframe')
    this.frame = page.frameLocator('[data-testid="embed-container"] iframe')
    this.log = page.getByRole('region', { name: 'Event log' })
  }
  /** Opens the demo at `url` with the host wallet connected (it reconnects by itself, or is connected). */
  async open(url: string) {
    await this.page.goto(url)
    const connect = this.page.getByRole('button', { name: 'Host connect' })
    await expect(async () => {
      if (await connect.isVisible()) await connect.click({ timeout: 1000 })
      await expect(this.hostAccount).toBeVisible({ timeout: 1000 })
    }).toPass()
  }
  /** Picks both tokens (tokenValue()s) and types the amount in one widget, then waits for the quote. */
  async fill(widget: Locator | FrameLocator, form: { from: string; to: string; amount: string }) {
    for (const [side, token] of [
      ['From', form.from],
      ['To', form.to],
    ] as const) {
      await widget.getByRole('button', { name: new RegExp(`^${side}:`) }).click()
      await widget.locator(`dialog[open] [data-token="${token}"]`).click()
      await expect(widget.locator('dialog[open]')).toHaveCount(0)
    }
    await widget.getByLabel('Amount to pay').fill(form.amount)
    await expect(widget.getByTestId('receive-amount')).toContainText('USDC')
  }
  /** The log lines of one widget's events named `name`. */
  logged(from: 'component' | 'iframe', name: string) {
    return this.log.locator(`li[data-from="${from}"]`, { hasText: `] ${name} ` })
  }
  /** Expects every event of a delivered swap from one widget in the host's log. */
  async expectSwapLogged(from: 'component' | 'iframe') {
    for (const name of [
      'quote-received',
      'order-created',
      'deposit-sent',
      'order-updated',
      'order-completed',
    ])
      await expect(this.logged(from, name).first()).toBeVisible()
  }
  /** What a widget's tracker shows as paid out, in base units. */
  async paidOut(widget: Locator | FrameLocator, decimals = 6) {
    const text = await widget.getByText(/^Paid out:/).textContent()
    return parseAmount({ text: text!.split(':')[1]!.trim().split(' ')[0]!, decimals })
  }
}
