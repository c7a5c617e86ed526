import type { TokenEntry } from '@ferry/order-api'
import type { V1TokenWire } from '@ferry/order-api/v1'
import { renderWithProviders } from '@ferry/test-utils/react'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import {
  arbitrumChain,
  baseChain,
  json,
  nativeToken,
  recordingFetch,
  usdcBase,
  wallet,
} from '../../test/v1/v1Fixtures.js'
import type { FormToken } from '../catalog/formToken.js'
import { chainIconUrl, tokenLogoUrl } from '../catalog/iconUrls.js'
import { tokenId } from '../form/tokenRef.js'
import { useDebounced } from '../hooks/useDebounced.js'
import { useTokenBalance } from '../hooks/useTokenBalance.js'
import { en } from '../i18n/en.js'
import { pickerWordsEn } from '../i18n/pickerWordsEn.js'
import { TokenIcon } from './TokenIcon.js'
import TokenList from './TokenList.js'

const usdcBaseChecksum = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const fluxBase = '0x1111111111111111111111111111111111111f1f'
const v2Tokens: TokenEntry[] = [
  {
    chainId: 8453,
    token: usdcBaseChecksum,
    symbol: 'USDC',
    decimals: 6,
    depositFee: '10000',
    withdrawFee: '5000',
  },
]
const token = (
  wire: Pick<V1TokenWire, 'chainId' | 'address' | 'symbol' | 'name'> & Partial<V1TokenWire>,
  usd?: string,
): V1TokenWire => ({
  decimals: 18,
  logoURI: `https://service.example/v1/token-logos/${wire.symbol}.svg`,
  ...(usd ? { extensions: { price: { usd, provider: 'oracle' } } } : {}),
  ...wire,
})
const usdc = token(
  { chainId: 8453, address: usdcBase, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  '0.9998',
)
const ethArbitrum = token(
  { chainId: 42161, address: nativeToken, symbol: 'ETH', name: 'Ether' },
  '3000.5',
)
const ethBase = token(
  { chainId: 8453, address: nativeToken, symbol: 'ETH', name: 'Ether' },
  '3000.5',
)
// Its logo lives elsewhere: the page may load images from its own origin only.
const wbtc = token({
  chainId: 42161,
  address: '0x2f2a2543b76a4166549f7aab2e75bef0aefc5b0f',
  symbol: 'WBTC',
  name: 'Wrapped BTC',
  decimals: 8,
  logoURI: 'https://cdn.elsewhere.example/wbtc.png',
})
const flux = token({ chainId: 8453, address: fluxBase, symbol: 'FLUX', name: 'Flux' }, '2')
const held = [
  { ...ethArbitrum, extensions: { ...ethArbitrum.extensions, balance: '1500000000000000000' } },
  { ...usdc, extensions: { ...usdc.extensions, balance: '1234567' } },
]

type Catalog = { up?: boolean }
let bffCount = 0
/** A BFF serving the v1 catalog above (or failing it), on a URL of its own. */
function renderList(
  parameters: {
    account?: `0x${string}`
    catalog?: Catalog
    value?: FormToken
    payProblem?: (chainId: number) => string | undefined
  } = {},
) {
  const up = parameters.catalog?.up ?? true
  const recorded = recordingFetch((request) => {
    const url = new URL(request.url)
    if (!up)
      return json({ name: 'MaintenanceException', message: 'SystemMaintenance' }, 503, {
        'retry-after': '300',
      })
    if (url.pathname === '/api/v1/chains') return json([baseChain, arbitrumChain])
    if (url.pathname === '/api/v1/tokens') return json([usdc, ethBase, ethArbitrum, wbtc])
    if (url.pathname === `/api/v1/tokens/balances/${wallet}`) return json(held)
    if (url.pathname === '/api/v1/tokens/search') {
      const q = url.searchParams.get('q')!
      const all = [usdc, ethBase, ethArbitrum, wbtc, flux]
      return json({
        data: all.filter(
          (entry) =>
            entry.address === q ||
            `${entry.symbol} ${entry.name}`.toLowerCase().includes(q.toLowerCase()),
        ),
      })
    }
    return json({ message: 'Not found' }, 404)
  })
  vi.stubGlobal('fetch', recorded.fetch)
  bffCount += 1
  const bffUrl = `https://bff${bffCount}.example`
  const onPick = vi.fn<(token: FormToken) => void>()
  renderWithProviders(
    <TokenList
      label="To"
      bffUrl={bffUrl}
      tokens={v2Tokens}
      value={parameters.value}
      chainName={(chainId) => (chainId === 8453 ? 'Base' : en.chain(chainId))}
      account={parameters.account}
      payProblem={parameters.payProblem}
      onPick={onPick}
      firstLoad={{ tokenId, useTokenBalance, useDebounced, TokenIcon, chainIconUrl, tokenLogoUrl }}
    />,
  )
  return { bffUrl, onPick, requests: recorded.requests }
}
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const search = () => screen.getByRole('combobox', { name: pickerWordsEn.searchTokens })
const options = () => screen.getAllByRole('option')
const symbols = (within: HTMLElement) =>
  [...within.querySelectorAll('[role=option] .ferry-token-symbol')].map((node) => node.textContent)

test('tokens of both interfaces are grouped by chain, named and drawn with their icons, each token once', async () => {
  const { bffUrl } = renderList()
  const arbitrum = await screen.findByRole('group', { name: 'Arbitrum One' })
  const base = screen.getByRole('group', { name: 'Base' })
  // The v2 USDC and the v1 USDC (lowercase address) are one option: the v2 entry's id.
  expect(symbols(base)).toEqual(['USDC', 'ETH'])
  expect(within(base).getAllByRole('option')[0]!.dataset.token).toBe(`8453:${usdcBaseChecksum}`)
  expect(symbols(arbitrum)).toEqual(['ETH', 'WBTC'])
  expect(base.querySelector('.ferry-picker-chain img')?.getAttribute('src')).toBe(
    `${bffUrl}/api/v1/chain/8453/icon`,
  )
  // Logos come through the BFF; the v2 token wears its v1 listing's logo.
  const usdcOption = within(base).getAllByRole('option')[0]!
  expect([...usdcOption.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(
    [`${bffUrl}/api/v1/token-logos/USDC.svg`, `${bffUrl}/api/v1/chain/8453/icon`],
  )
  expect(within(usdcOption).getByText('USD Coin')).toBeTruthy()
})

test('a logo from another origin, or one that fails to load, leaves the glyph', async () => {
  renderList()
  const arbitrum = await screen.findByRole('group', { name: 'Arbitrum One' })
  const [eth, wbtcOption] = within(arbitrum).getAllByRole('option')
  expect(wbtcOption!.querySelector('.ferry-token-glyph')?.textContent).toBe('W')
  expect(wbtcOption!.querySelector('img:not(.ferry-chain-badge)')).toBeNull()
  fireEvent.error(eth!.querySelector('img')!)
  expect(eth!.querySelector('.ferry-token-glyph')?.textContent).toBe('E')
})

test('balances from the overview with their USD value, held tokens first in their chain', async () => {
  renderList({ account: wallet })
  const base = await screen.findByRole('group', { name: 'Base' })
  await waitFor(() => expect(symbols(base)).toEqual(['USDC', 'ETH']))
  const arbitrum = screen.getByRole('group', { name: 'Arbitrum One' })
  // 1.5 ETH at 3000.5 USD and 1.234567 USDC at 0.9998 USD (1.2343200866), rounded for display.
  await within(arbitrum).findByText('$4,500.75')
  expect(within(arbitrum).getByText('1.5')).toBeTruthy()
  expect(within(base).getByText('1.2345')).toBeTruthy()
  expect(within(base).getByText('$1.23')).toBeTruthy()
})

test('the search filters at once by symbol, name, chain or address, in any case', async () => {
  renderList()
  await screen.findByRole('group', { name: 'Arbitrum One' })
  fireEvent.change(search(), { target: { value: 'eth' } })
  expect(options().map((option) => option.dataset.token)).toEqual([
    `8453:${nativeToken}`,
    `42161:${nativeToken}`,
  ])
  fireEvent.change(search(), { target: { value: 'wrapped' } })
  expect(options().map((option) => option.textContent)).toEqual(['WWBTCWrapped BTC'])
  fireEvent.change(search(), { target: { value: usdcBaseChecksum } })
  expect(options().map((option) => option.dataset.token)).toEqual([`8453:${usdcBaseChecksum}`])
})

test('the service is searched after typing settles, for tokens beyond the top lists', async () => {
  const { requests, bffUrl } = renderList()
  await screen.findByRole('group', { name: 'Arbitrum One' })
  fireEvent.change(search(), { target: { value: 'fl' } })
  fireEvent.change(search(), { target: { value: 'flux' } })
  expect(screen.getByRole('status').textContent).toBe(pickerWordsEn.searching)
  const option = await screen.findByRole('option', { name: /FLUX/ })
  expect(option.dataset.token).toBe(`8453:${fluxBase}`)
  const searches = requests.filter((request) => request.url.includes('/tokens/search'))
  expect(searches.map((request) => request.url)).toEqual([`${bffUrl}/api/v1/tokens/search?q=flux`])
})

test('a pasted address finds its token (asked in lowercase); nothing found says so', async () => {
  const { requests } = renderList()
  await screen.findByRole('group', { name: 'Base' })
  fireEvent.change(search(), {
    target: { value: `  ${fluxBase.toUpperCase().replace('0X', '0x')} ` },
  })
  expect(await screen.findByRole('option', { name: /FLUX/ })).toBeTruthy()
  expect(requests.at(-1)?.url).toContain(`q=${fluxBase}`)
  fireEvent.change(search(), { target: { value: 'nothing-like-this' } })
  await screen.findByText(pickerWordsEn.noTokenFound)
  expect(screen.queryByRole('listbox')).toBeNull()
  expect(search().getAttribute('aria-expanded')).toBe('false')
})

test('a native token is picked by click, or by arrow keys and Enter, as a form token', async () => {
  const { onPick } = renderList()
  const arbitrum = await screen.findByRole('group', { name: 'Arbitrum One' })
  fireEvent.click(within(arbitrum).getAllByRole('option')[0]!)
  expect(onPick).toHaveBeenLastCalledWith({
    chainId: 42161,
    token: nativeToken,
    symbol: 'ETH',
    decimals: 18,
    depositFee: '0',
    withdrawFee: '0',
    name: 'Ether',
    logoURI: 'https://service.example/v1/token-logos/ETH.svg',
    priceUsd: '3000.5',
  })
  // USDC (Base) is active first; two steps down is ETH on Arbitrum.
  const input = search()
  expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id)
  fireEvent.keyDown(input, { key: 'ArrowDown' })
  fireEvent.keyDown(input, { key: 'ArrowDown' })
  expect(options()[2]!.getAttribute('aria-selected')).toBe('true')
  expect(input.getAttribute('aria-activedescendant')).toBe(options()[2]!.id)
  fireEvent.keyDown(input, { key: 'ArrowUp' })
  fireEvent.keyDown(input, { key: 'ArrowDown' })
  fireEvent.keyDown(input, { key: 'Enter' })
  expect(onPick).toHaveBeenCalledTimes(2)
  expect(onPick.mock.lastCall?.[0]).toMatchObject({ chainId: 42161, token: nativeToken })
})

test('the chosen token is the active option when the list opens', async () => {
  renderList({
    value: {
      chainId: 42161,
      token: nativeToken,
      symbol: 'ETH',
      decimals: 18,
      depositFee: '0',
      withdrawFee: '0',
    },
  })
  await screen.findByRole('group', { name: 'Arbitrum One' })
  const active = screen.getByRole('option', { selected: true })
  expect(active.dataset.token).toBe(`42161:${nativeToken}`)
  expect(active.dataset.current).toBe('true')
})

test('without the v1 catalog the v2 tokens are still offered, and the note says some are missing', async () => {
  renderList({ catalog: { up: false } })
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe(pickerWordsEn.partial))
  expect(options().map((option) => option.dataset.token)).toEqual([`8453:${usdcBaseChecksum}`])
  expect(screen.getByRole('group', { name: 'Base' })).toBeTruthy()
})

test('a search ranks the chain’s native token above a token found only by its chain’s name', async () => {
  renderList()
  await screen.findByRole('group', { name: 'Arbitrum One' })
  expect(symbols(screen.getByRole('group', { name: 'Base' }))).toEqual(['USDC', 'ETH'])
  fireEvent.change(search(), { target: { value: 'base' } })
  expect(symbols(screen.getByRole('group', { name: 'Base' }))).toEqual(['ETH', 'USDC'])
  fireEvent.change(search(), { target: { value: 'usdc base' } })
  expect(symbols(screen.getByRole('group', { name: 'Base' }))).toEqual(['USDC'])
})

test('the chain row shows one chain’s tokens alone, and all of them again', async () => {
  renderList()
  await screen.findByRole('group', { name: 'Arbitrum One' })
  const row = screen.getByRole('group', { name: pickerWordsEn.chains })
  const all = within(row).getByRole('button', { name: pickerWordsEn.allChains })
  expect(all.getAttribute('aria-pressed')).toBe('true')
  expect(
    within(row)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual([pickerWordsEn.allChains, 'Base', 'Arbitrum One'])
  const arbitrumButton = within(row).getByRole('button', { name: 'Arbitrum One' })
  fireEvent.click(arbitrumButton)
  expect(arbitrumButton.getAttribute('aria-pressed')).toBe('true')
  expect(all.getAttribute('aria-pressed')).toBe('false')
  expect(screen.queryByRole('group', { name: 'Base' })).toBeNull()
  expect(options().map((option) => option.dataset.token)).toEqual([
    `42161:${nativeToken}`,
    `42161:${wbtc.address}`,
  ])
  // The search stays within the chain shown; the keys move over what is shown.
  fireEvent.change(search(), { target: { value: 'eth' } })
  expect(options().map((option) => option.dataset.token)).toEqual([`42161:${nativeToken}`])
  fireEvent.click(all)
  expect(options().map((option) => option.dataset.token)).toEqual([
    `8453:${nativeToken}`,
    `42161:${nativeToken}`,
  ])
})

test('on the source side, each token of a chain the widget cannot pay from says why in its row', async () => {
  const reason = en.cannotPayFrom('Arbitrum')
  renderList({ payProblem: (chainId) => (chainId === 42161 ? reason : undefined) })
  await waitFor(() => expect(symbols(document.body)).toContain('WBTC'))
  const rows = options().map((row) => ({
    token: row.querySelector('.ferry-token-symbol')?.textContent,
    chain: row.getAttribute('data-token')?.split(':')[0],
    unpayable: row.getAttribute('data-unpayable'),
    says: row.querySelector('.ferry-picker-names')?.textContent?.includes(reason),
  }))
  for (const row of rows)
    expect(row).toEqual({
      ...row,
      unpayable: row.chain === '42161' ? 'true' : null,
      says: row.chain === '42161',
    })
  expect(rows.filter((row) => row.chain === '42161').length).toBeGreaterThan(0)
  expect(rows.filter((row) => row.chain !== '42161').length).toBeGreaterThan(0)
})
