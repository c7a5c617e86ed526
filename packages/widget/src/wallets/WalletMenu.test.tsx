import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { account, stubConfigBff } from '../../test/swapCardFixtures.js'
import { SwapWidget } from '../components/SwapWidget.js'
import { en } from '../i18n/en.js'
import { walletMenuEn } from '../i18n/walletMenuEn.js'

beforeEach(() => {
  localStorage.clear()
  stubConfigBff()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A wallet announced through EIP-6963: connects with `answer` (an account or a refusal). */
function announce(parameters: { rdns: string; name: string; refuse?: boolean }) {
  const provider = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_requestAccounts') {
        if (parameters.refuse)
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        return [account]
      }
      if (method === 'eth_accounts') return []
      if (method === 'eth_chainId') return '0x1'
      if (method === 'wallet_requestPermissions') return [{ parentCapability: 'eth_accounts' }]
      return null
    },
    on: () => {},
    removeListener: () => {},
  }
  const detail = Object.freeze({
    info: {
      uuid: crypto.randomUUID(),
      name: parameters.name,
      icon: `data:,${parameters.rdns}`,
      rdns: parameters.rdns,
    },
    provider,
  })
  const answer = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', answer)
  answer()
  return () => window.removeEventListener('eip6963:requestProvider', answer)
}

test('two announced wallets are both in the menu with their icons; the one picked connects', async () => {
  const stops = [
    announce({ rdns: 'io.alpha', name: 'Alpha Wallet' }),
    announce({ rdns: 'io.beta', name: 'Beta Wallet' }),
  ]
  render(<SwapWidget bffUrl="http://bff-menu.test" />)
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  const menu = screen.getByRole('dialog', { name: en.connect })
  // The menu's content is a lazy chunk: a cold test run takes a while to load it.
  const alpha = await within(menu).findByRole(
    'button',
    { name: 'Alpha Wallet' },
    { timeout: 10_000 },
  )
  const beta = within(menu).getByRole('button', { name: 'Beta Wallet' })
  expect(beta.querySelector('img')?.getAttribute('src')).toBe('data:,io.beta')
  expect(alpha.querySelector('img')?.getAttribute('alt')).toBe('')
  // No WalletConnect without the operator's project id; Base Account and Coinbase Wallet load on
  // choice (e2e coinbaseWallet.spec checks that Coinbase's SDK file loads then, and not before).
  expect(within(menu).queryByRole('button', { name: 'WalletConnect' })).toBeNull()
  expect(within(menu).getByRole('button', { name: 'Base Account' })).toBeTruthy()
  expect(within(menu).getByRole('button', { name: 'Coinbase Wallet' })).toBeTruthy()
  fireEvent.click(beta)
  expect(
    await screen.findByRole(
      'button',
      { name: new RegExp(`^${account.slice(0, 6)}…`) },
      { timeout: 10_000 },
    ),
  ).toBeTruthy()
  expect(JSON.parse(localStorage.getItem('ferry.wallets.recent')!)).toEqual(['io.beta'])
  for (const stop of stops) stop()
})

test('a refusal in the wallet is said in words, and the menu stays open to try again', async () => {
  const stop = announce({ rdns: 'io.gamma', name: 'Gamma Wallet', refuse: true })
  render(<SwapWidget bffUrl="http://bff-refuse.test" />)
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  fireEvent.click(await screen.findByRole('button', { name: 'Gamma Wallet' }, { timeout: 10_000 }))
  expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
    walletMenuEn.rejected,
  )
  expect(screen.getByRole('button', { name: 'Gamma Wallet' })).toBeTruthy()
  stop()
})

test("with onConnectWallet the connect button opens the host's modal, not the widget's menu", async () => {
  const onConnectWallet = vi.fn()
  render(<SwapWidget bffUrl="http://bff-host-kit.test" onConnectWallet={onConnectWallet} />)
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  expect(onConnectWallet).toHaveBeenCalledTimes(1)
  expect(screen.queryByText(walletMenuEn.noneInBrowser)).toBeNull()
})
