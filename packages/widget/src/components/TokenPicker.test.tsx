import type { TokenEntry } from '@ferry/order-api'
import { renderWithProviders } from '@ferry/test-utils/react'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { json, recordingFetch } from '../../test/v1/v1Fixtures.js'
import { TokenPicker } from './TokenPicker.js'

const usdcEthereum: TokenEntry = {
  chainId: 1,
  token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  symbol: 'USDC',
  decimals: 6,
  depositFee: '0',
  withdrawFee: '0',
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const renderPicker = (value: TokenEntry) =>
  renderWithProviders(
    <TokenPicker
      label="From"
      bffUrl="https://bff.example"
      tokens={[value]}
      value={value}
      onChange={() => {}}
      chainName={() => 'Ethereum'}
      account={undefined}
    />,
  )
const logo = () =>
  screen
    .getByRole('button', { name: /^From:/ })
    .querySelector('.ferry-token-icon > img:not(.ferry-chain-badge)')

test("a /v2/params token's button shows the v1 catalog's logo for it, read through the BFF", async () => {
  const recorded = recordingFetch((request) => {
    const url = new URL(request.url)
    if (url.pathname === '/api/v1/tokens' && url.searchParams.get('chainIds') === '1')
      return json([
        {
          chainId: 1,
          // Another case of the same address: one token.
          address: usdcEthereum.token.toLowerCase(),
          symbol: 'USDC',
          name: 'USD Coin',
          decimals: 6,
          logoURI: 'https://service.example/v1/token-logos/USDC.svg',
        },
      ])
    return json({ message: 'Not found' }, 404)
  })
  vi.stubGlobal('fetch', recorded.fetch)
  renderPicker(usdcEthereum)
  await waitFor(() =>
    expect(logo()?.getAttribute('src')).toBe('https://bff.example/api/v1/token-logos/USDC.svg'),
  )
})

test('a catalog that cannot be read leaves the glyph; a token with its own logo asks nothing', async () => {
  const failing = recordingFetch(() => json({ message: 'down' }, 502))
  vi.stubGlobal('fetch', failing.fetch)
  renderPicker(usdcEthereum)
  await waitFor(() => expect(failing.requests).toHaveLength(1))
  expect(logo()).toBeNull()
  expect(screen.getByRole('button', { name: /^From:/ }).textContent).toContain('U')
  cleanup()

  const quiet = recordingFetch(() => json({ message: 'Not found' }, 404))
  vi.stubGlobal('fetch', quiet.fetch)
  renderPicker({
    ...usdcEthereum,
    logoURI: 'https://service.example/v1/token-logos/X.svg',
  } as TokenEntry)
  expect(logo()?.getAttribute('src')).toBe('https://bff.example/api/v1/token-logos/X.svg')
  expect(quiet.requests).toHaveLength(0)
})
