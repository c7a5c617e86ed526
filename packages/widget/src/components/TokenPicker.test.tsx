import type { TokenEntry } from '@ferry/order-api'
import { renderWithProviders } from '@ferry/test-utils/react'
import { cleanup, screen } from '@testing-library/react'
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

const renderPicker = (value: TokenEntry, logoURI?: string) =>
  renderWithProviders(
    <TokenPicker
      label="From"
      bffUrl="https://bff.example"
      tokens={[value]}
      value={value}
      logoURI={logoURI}
      onChange={() => {}}
      chainName={() => 'Ethereum'}
      account={undefined}
    />,
  )
const logo = () =>
  screen
    .getByRole('button', { name: /^From:/ })
    .querySelector('.ferry-token-icon > img:not(.ferry-chain-badge)')

test("a /v2/params token's button shows the catalog logo the form read for it, through the BFF", () => {
  // The catalog read is the form's (useTokenArtOf), shared with the USD beside the amount.
  const quiet = recordingFetch(() => json({ message: 'Not found' }, 404))
  vi.stubGlobal('fetch', quiet.fetch)
  renderPicker(usdcEthereum, 'https://service.example/v1/token-logos/USDC.svg')
  expect(logo()?.getAttribute('src')).toBe('https://bff.example/api/v1/token-logos/USDC.svg')
  expect(quiet.requests).toHaveLength(0)
})

test('no logo leaves the glyph; a token with its own logo shows it', () => {
  renderPicker(usdcEthereum)
  expect(logo()).toBeNull()
  expect(screen.getByRole('button', { name: /^From:/ }).textContent).toContain('U')
  cleanup()

  renderPicker(
    { ...usdcEthereum, logoURI: 'https://service.example/v1/token-logos/X.svg' } as TokenEntry,
    'https://service.example/v1/token-logos/other.svg',
  )
  expect(logo()?.getAttribute('src')).toBe('https://bff.example/api/v1/token-logos/X.svg')
})
