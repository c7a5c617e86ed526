import { act, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import {
  configWithRpcs,
  params,
  quoteFor,
  stubConfigBff,
  usdcBase,
  usdcEth,
} from '../test/swapCardFixtures.js'
import { SwapWidget } from './components/SwapWidget.js'
import { walletMenuEs } from './i18n/walletMenuEs.js'

/** The page's data as a server hands it over: the config (its chains with RPCs) and params. */
const initialData = () => ({ config: configWithRpcs, params })

/** Hydrates the server's HTML; what React reports (a mismatch included) goes to the spy. */
async function hydrateSpyingOnErrors(container: HTMLElement, widget: ReactElement) {
  const errors = vi.spyOn(console, 'error')
  await act(async () => {
    hydrateRoot(container, widget, { onRecoverableError: (error) => console.error(error) })
  })
  return errors
}

test('the server skeleton hydrates on the client without a mismatch, then loads the form', async () => {
  stubConfigBff()
  const errors = vi.spyOn(console, 'error')
  const container = document.createElement('div')
  container.innerHTML = renderToString(<SwapWidget bffUrl="http://bff-hydrate.test" />)
  document.body.appendChild(container)
  await act(async () => {
    hydrateRoot(container, <SwapWidget bffUrl="http://bff-hydrate.test" />)
  })
  await waitFor(() => expect(container.querySelector('.ferry-token')).not.toBeNull())
  expect(errors).not.toHaveBeenCalled()
  vi.unstubAllGlobals()
})

test('the whole form, server-rendered from initialData in Spanish, hydrates without a mismatch', async () => {
  stubConfigBff()
  const { loadMessages } = await import('./i18n/locales.js')
  await loadMessages('es')
  const widget = (
    <SwapWidget
      bffUrl="http://bff-hydrate.test"
      locale="es"
      theme="dark"
      initialData={initialData()}
      defaults={{ amount: '12.5' }}
    />
  )
  const errors = vi.spyOn(console, 'error')
  const container = document.createElement('div')
  container.innerHTML = renderToString(widget)
  // The server cannot know the browser's wallets: it renders the connect button.
  expect(container.querySelector('button.ferry-primary')?.textContent).toBe('Conectar billetera')
  expect(container.querySelectorAll('.ferry-token')).toHaveLength(2)
  document.body.appendChild(container)
  await act(async () => {
    hydrateRoot(container, widget, { onRecoverableError: (error) => console.error(error) })
  })
  // Hydrated, this browser's answer: no wallet here, said in the wallet menu (in Spanish) with
  // install links instead of a dead end.
  // Until the fee details' chunk is in, their boundary draws the button's disabled stand-in
  // (SwapCardView); then the one connect button, live.
  const connect = await waitFor(() => {
    const buttons = container.querySelectorAll<HTMLButtonElement>('button.ferry-primary')
    expect(buttons).toHaveLength(1)
    expect(buttons[0]!.disabled).toBe(false)
    return buttons[0]!
  })
  await act(async () => {
    connect.click()
  })
  await waitFor(() => expect(container.textContent).toContain(walletMenuEs.noneInBrowser))
  expect(container.textContent).toContain(walletMenuEs.install('MetaMask'))
  // The host's 12.5, written with Spanish's decimal comma (form/localDecimal).
  expect(container.querySelector<HTMLInputElement>('.ferry-amount')?.value).toBe('12,5')
  expect(errors).not.toHaveBeenCalled()
  container.remove()
  vi.unstubAllGlobals()
})

test('a wallet the browser announces before hydration: the server connect button hydrates, then goes live', async () => {
  stubConfigBff()
  const widget = <SwapWidget bffUrl="http://bff-hydrate.test" initialData={initialData()} />
  const container = document.createElement('div')
  container.innerHTML = renderToString(widget)
  document.body.appendChild(container)
  // An extension's EIP-6963 announcement, answered before the widget's wagmi config exists.
  const detail = Object.freeze({
    info: {
      uuid: 'a1b2c3d4-0000-4000-8000-000000000001',
      name: 'Extension',
      icon: 'data:,',
      rdns: 'test.extension',
    },
    provider: { request: async () => [], on() {}, removeListener() {} },
  })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  const errors = await hydrateSpyingOnErrors(container, widget)
  await waitFor(() =>
    expect(
      [...container.querySelectorAll<HTMLButtonElement>('button.ferry-primary')].find((button) =>
        /connect/i.test(button.textContent ?? ''),
      )?.disabled,
    ).toBe(false),
  )
  expect(errors).not.toHaveBeenCalled()
  window.removeEventListener('eip6963:requestProvider', announce)
  container.remove()
  vi.unstubAllGlobals()
})

test('the placeholders of the server HTML hydrate without a mismatch, then give way: no wallet, no balance; the USD values once priced', async () => {
  stubConfigBff((url) => {
    if (url.pathname === '/api/v2/quote') return Response.json(quoteFor('12500000'))
    if (url.pathname === '/api/v1/tokens')
      return Response.json(
        [
          { chainId: 1, address: usdcEth.toLowerCase(), price: '0.9998' },
          { chainId: 8453, address: usdcBase.toLowerCase(), price: '1.0002' },
        ]
          .filter((entry) => String(entry.chainId) === url.searchParams.get('chainIds'))
          .map(({ price, ...entry }) => ({
            ...entry,
            symbol: 'USDC',
            name: 'USD Coin',
            decimals: 6,
            logoURI: '/api/v1/token-logos/usdc.svg',
            extensions: { price: { usd: price, provider: 'oracle' } },
          })),
      )
    return Response.json({ error: 'not in this test' }, { status: 500 })
  })
  const widget = (
    <SwapWidget
      bffUrl="http://bff-hydrate-usd.test"
      initialData={initialData()}
      defaults={{ from: `1:${usdcEth}`, to: `8453:${usdcBase}`, amount: '12.5' }}
    />
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(widget)
  const [pay, receive] = container.querySelectorAll('.ferry-side')
  expect(
    pay!.querySelectorAll('.ferry-balance [aria-hidden="true"].ferry-placeholder'),
  ).toHaveLength(2)
  expect(receive!.querySelector('.ferry-balance')?.textContent).toBe('')
  expect(receive!.querySelector('.ferry-placeholder')).toBeNull()
  document.body.appendChild(container)
  const errors = await hydrateSpyingOnErrors(container, widget)
  // 12.5 × 0.9998 = 12.4975 and 12.5 × 1.0002 = 12.5025: both $12.50 to the cent.
  await waitFor(() => expect(pay!.querySelector('.ferry-usd')?.textContent).toBe('≈ $12.50'))
  await waitFor(() => expect(receive!.querySelector('.ferry-usd')?.textContent).toBe('≈ $12.50'))
  // This browser has no wallet: the balance's placeholder is gone, nothing stands in its place.
  await waitFor(() => expect(container.querySelector('.ferry-placeholder')).toBeNull())
  expect(container.querySelector('[data-testid="balance"]')).toBeNull()
  expect(errors).not.toHaveBeenCalled()
  container.remove()
  vi.unstubAllGlobals()
})
