import { renderWithProviders, type TestRpcRequest } from '@ferry/test-utils/react'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import {
  account,
  chainHolding,
  config,
  configWithArbitrum,
  params,
  quoteFor,
  renderSwapCard,
  usdcBase,
  usdcEth,
} from '../../test/swapCardFixtures.js'
import { oneRouteStream } from '../../test/v1/v1Fixtures.js'
import { en } from '../i18n/en.js'
import { SwapCard } from './SwapCard.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A catalog entry of `/api/v1/tokens`, priced when `usd` is given. */
const entry = (chainId: number, address: string, usd?: string) => ({
  chainId,
  address: address.toLowerCase(),
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  logoURI: `/api/v1/token-logos/usdc-${chainId}.svg`,
  ...(usd ? { extensions: { price: { usd, provider: 'oracle' } } } : {}),
})

/**
 * A BFF quoting every amount at a 0.4 % loss and answering the catalog of each chain with
 * `catalog(chainId)` (after `gate`, when given); records the catalog reads.
 */
function stubBff(parameters: { catalog: (chainId: number) => Response; gate?: Promise<unknown> }) {
  const catalogReads: string[] = []
  vi.stubGlobal('fetch', async (url: string | URL) => {
    const parsed = new URL(String(url))
    if (parsed.pathname === '/api/v2/quote') {
      const quote = quoteFor(parsed.searchParams.get('srcAmount') ?? '0')
      quote.receive.amount = String((BigInt(quote.spend.amount) * 996n) / 1000n)
      return Response.json(quote)
    }
    if (parsed.pathname === '/api/v1/tokens') {
      catalogReads.push(parsed.search)
      await parameters.gate
      return parameters.catalog(Number(parsed.searchParams.get('chainIds')))
    }
    return Response.json({ error: 'not in this test' }, { status: 500 })
  })
  return catalogReads
}

const field = (legend: string) =>
  screen.getByText(legend, { selector: 'legend' }).parentElement as HTMLFieldSetElement
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
/** The text that describes an amount field (aria-describedby), as a screen reader reads it. */
const description = (label: string) =>
  (input(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')

test('the USD value of both amounts shows beside them and describes each field; typing does not read the catalog again', async () => {
  const catalogReads = stubBff({
    catalog: (chainId) =>
      Response.json([
        chainId === 1 ? entry(1, usdcEth, '0.9998') : entry(8453, usdcBase, '1.0001'),
      ]),
  })
  renderSwapCard({ amount: '25' })
  // 25 × 0.9998 = 24.995 and 24.9 × 1.0001 = 24.90249: rounded to cents only for display.
  await waitFor(() => expect(description(en.amountToPay)).toBe('≈ $25.00'))
  await waitFor(() => expect(description(en.amountToReceive)).toBe('≈ $24.90'))
  expect(field(en.from).querySelector('.ferry-usd')?.textContent).toBe('≈ $25.00')
  expect(field(en.to).querySelector('.ferry-usd')?.textContent).toBe('≈ $24.90')

  for (const typed of ['1', '10', '100', '1000.5']) {
    fireEvent.change(input(en.amountToPay), { target: { value: typed } })
  }
  // 1000.5 × 0.9998 = 1000.2999; 996.498 × 1.0001 = 996.5976498.
  await waitFor(() => expect(description(en.amountToPay)).toBe('≈ $1,000.30'))
  await waitFor(() => expect(description(en.amountToReceive)).toBe('≈ $996.60'))
  // One read per token's chain, shared with the token buttons' logos.
  expect(catalogReads.sort()).toEqual(['?chainIds=1', '?chainIds=8453'])
  expect(
    within(field(en.from))
      .getByRole('button', { name: /^From:/ })
      .querySelector('img:not(.ferry-chain-badge)')
      ?.getAttribute('src'),
  ).toMatch(/\/api\/v1\/token-logos\/usdc-1\.svg$/)
})

test('no price, no USD: a token the catalog does not price, or a catalog that cannot be read', async () => {
  stubBff({
    catalog: (chainId) =>
      chainId === 1
        ? Response.json({ message: 'down' }, { status: 502 })
        : Response.json([entry(8453, usdcBase)]),
  })
  renderSwapCard({ amount: '25' })
  await waitFor(() => expect(input(en.amountToReceive).value).toBe('24.9'))
  // Both reads settled: no placeholder left, and nothing in dollars, not even "$0.00".
  await waitFor(() => expect(document.querySelector('.ferry-placeholder')).toBeNull())
  expect([...document.querySelectorAll('.ferry-usd')].map((usd) => usd.textContent)).toEqual([
    '',
    '',
  ])
  expect(document.querySelector('.ferry-card')?.textContent).not.toContain('$')
  expect(input(en.amountToPay).hasAttribute('aria-describedby')).toBe(false)
  expect(input(en.amountToReceive).hasAttribute('aria-describedby')).toBe(false)
})

test('while the price is read, a placeholder hidden from assistive technology holds its place; an empty amount has none', async () => {
  let open!: () => void
  const gate = new Promise<void>((resolve) => {
    open = resolve
  })
  stubBff({ gate, catalog: (chainId) => Response.json([entry(chainId, usdcEth, '1')]) })
  renderSwapCard({ amount: '2' })
  const placeholder = await waitFor(() => {
    const found = field(en.from).querySelector('.ferry-usd > .ferry-placeholder')
    expect(found).not.toBeNull()
    return found!
  })
  expect(placeholder.getAttribute('aria-hidden')).toBe('true')
  expect(placeholder.textContent).toBe('')
  expect(input(en.amountToPay).hasAttribute('aria-describedby')).toBe(false)
  fireEvent.change(input(en.amountToPay), { target: { value: '' } })
  expect(field(en.from).querySelector('.ferry-placeholder')).toBeNull()
  fireEvent.change(input(en.amountToPay), { target: { value: '0.001' } })
  open()
  // A worth that would round to $0.00 says so.
  await waitFor(() => expect(description(en.amountToPay)).toBe('< $0.01'))
})

test('with a wallet, a placeholder holds the balance’s place until the balance is read', async () => {
  stubBff({ catalog: () => Response.json([]) })
  let release!: () => void
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const holding = chainHolding(42_500_000n)
  renderWithProviders(
    <SwapCard
      bffUrl="http://bff-card-usd-balance.test"
      config={config}
      params={params}
      defaults={{ from: `1:${usdcEth}`, to: `8453:${usdcBase}` }}
    />,
    {
      request: async (request: TestRpcRequest) => {
        if (request.method === 'eth_call') await held
        return holding(request)
      },
      accounts: [account],
    },
  )
  // While wagmi looks for a wallet to reconnect, the balance may come; once none is connected,
  // there is nothing to wait for and no placeholder.
  const connect = await screen.findByRole('button', { name: en.connect })
  await waitFor(() => expect(field(en.from).querySelector('.ferry-placeholder')).toBeNull())
  fireEvent.click(connect)
  const placeholder = await waitFor(() => {
    const found = field(en.from).querySelector('.ferry-balance-slot > .ferry-placeholder')
    expect(found).not.toBeNull()
    return found!
  })
  expect(placeholder.getAttribute('aria-hidden')).toBe('true')
  expect(screen.queryByTestId('balance')).toBeNull()
  release()
  expect((await screen.findByTestId('balance')).textContent).toBe(en.balance('42.5 USDC'))
  expect(field(en.from).querySelector('.ferry-placeholder')).toBeNull()
  // The receive side has no balance: never a placeholder for one.
  expect(field(en.to).querySelector('.ferry-placeholder')).toBeNull()
})

test('a v1 token shows the USD of its own catalog price, the v2 token beside it the catalog’s', async () => {
  const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
  const catalogReads: string[] = []
  vi.stubGlobal('fetch', async (url: string | URL) => {
    const parsed = new URL(String(url))
    if (parsed.pathname === '/api/v1/tokens/search')
      return Response.json({
        data: [
          {
            chainId: 42161,
            address: native,
            name: 'Ether',
            symbol: 'ETH',
            decimals: 18,
            logoURI: '/api/v1/token-logos/eth.svg',
            extensions: { price: { usd: '3000.5', provider: 'oracle' } },
          },
        ],
      })
    if (parsed.pathname === '/api/v1/tokens') {
      catalogReads.push(parsed.search)
      return Response.json([entry(8453, usdcBase, '0.9998')])
    }
    if (parsed.pathname === '/api/v1/quotes') return oneRouteStream('149000000')
    if (parsed.pathname === '/api/v1/chains') return Response.json([])
    return Response.json({ error: 'not in this test' }, { status: 500 })
  })
  renderWithProviders(
    <SwapCard
      bffUrl="http://bff-card-usd-v1.test"
      config={configWithArbitrum()}
      params={params}
      defaults={{ from: `42161:${native}`, to: `8453:${usdcBase}`, amount: '0.57' }}
    />,
    { request: chainHolding(0n), accounts: [account] },
  )
  // 0.57 × 3000.5 = 1710.285 exactly (a float product shows $1,710.28).
  await waitFor(() => expect(description(en.amountToPay)).toBe('≈ $1,710.29'))
  // The v1 route's 149 USDC at 0.9998: 148.9702.
  await waitFor(() => expect(description(en.amountToReceive)).toBe('≈ $148.97'))
  // The v1 token brought its price: only the v2 token's chain was read.
  expect(catalogReads).toEqual(['?chainIds=8453'])
})
