import { expect, SwapPage, test, tokenValue } from '../fixtures.js'

/** Chunks that follow the form: none may load with it, each loads when about to be needed. */
const followers = [
  'v2Swap',
  'TrackedOrder',
  'QuoteDetails',
  'TokenList',
  'bffClient',
  // The Solana wallet (its family wallet entry) loads only when a Solana token pays
  // (solana.spec.ts runs it).
  'solanaWalletConnector',
] as const

/**
 * An EIP-6963 wallet, announced before any page script runs, that the site must ask for the
 * account (a first visit); chain 1 of the devnet. Reads go to the chains' RPCs, not to it.
 */
function browserWallet(account: string) {
  let authorized = false
  const provider = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_requestAccounts') authorized = true
      if (method === 'eth_requestAccounts' || method === 'eth_accounts')
        return authorized ? [account] : []
      if (method === 'eth_chainId') return '0x1'
      return null
    },
    on() {},
    removeListener() {},
  }
  const detail = Object.freeze({
    info: {
      uuid: '0b8c4f7e-2d6a-4c1b-9e3f-5a7d9c2e1b40',
      name: 'Browser wallet',
      rdns: 'dev.ferry.e2e',
      icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E',
    },
    provider,
  })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

test('the parts after the form load when they are about to be needed, not with it', async ({
  page,
  stack,
}) => {
  const fetched: string[] = []
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.match(/^\/assets\/([A-Za-z0-9]+)-/)?.[1]
    if (name) fetched.push(name)
  })
  const loads = (name: (typeof followers)[number]) =>
    page.waitForRequest((request) => new URL(request.url()).pathname.startsWith(`/assets/${name}-`))
  // As a live deployment with a browser wallet the site is not yet authorized for (the devnet
  // wallet is, so it would connect at once).
  await page.addInitScript(browserWallet, stack.accounts[0]!.address)
  await page.route(
    (url) => url.origin === new URL(stack.url).origin && url.pathname === '/',
    async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace('"mode":"devnet"', '"mode":"live"')
      await route.fulfill({ response, body })
    },
  )
  const swapPage = new SwapPage(page)
  // A clock the test can move (it runs at real speed otherwise).
  await page.clock.install()
  await page.goto(
    `${stack.url}/?from=${tokenValue(stack, 1, 'USDC')}&to=${tokenValue(stack, 8453, 'USDC')}`,
  )
  // Hydrated (the wallet's own connect button is live then); the page's clock then jumps 10 s
  // ahead, so a preload due on any timer fires, and the network settles (no connection for
  // 500 ms): nothing it loads by itself follows.
  await expect(swapPage.connectWallet).toBeEnabled()
  await page.clock.fastForward(10_000)
  await page.waitForLoadState('networkidle')
  expect(fetched.filter((name) => (followers as readonly string[]).includes(name))).toEqual([])
  // The quote's details (which the Swap button waits for) come once an account is connected, at
  // the next idle moment, or with the first amount, whichever is first.
  const details = loads('QuoteDetails')

  await test.step('an account connected: the wallet side of the swap and the tracker', async () => {
    const swap = loads('v2Swap')
    const tracker = loads('TrackedOrder')
    await swapPage.connect()
    await Promise.all([swap, tracker])
  })
  await test.step('the pointer on a picker: its token list', async () => {
    const list = loads('TokenList')
    await swapPage.from.hover()
    await list
  })
  await test.step("an amount typed: the quote's details (its client came with the tracker)", async () => {
    await swapPage.amount.fill('5')
    await details
    await expect(swapPage.quotedReceive).toContainText('USDC')
    expect(fetched).toContain('bffClient')
  })
})
