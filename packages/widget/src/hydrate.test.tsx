import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { config, params, stubConfigBff } from '../test/swapCardFixtures.js'
import { SwapWidget } from './components/SwapWidget.js'

test('the server skeleton hydrates on the client without a mismatch, then loads the form', async () => {
  stubConfigBff()
  const errors = vi.spyOn(console, 'error')
  const container = document.createElement('div')
  container.innerHTML = renderToString(<SwapWidget bffUrl="http://bff-hydrate.test" />)
  document.body.appendChild(container)
  await act(async () => {
    hydrateRoot(container, <SwapWidget bffUrl="http://bff-hydrate.test" />)
  })
  await vi.waitFor(() => expect(container.querySelector('.ferry-token')).not.toBeNull())
  expect(errors).not.toHaveBeenCalled()
  vi.unstubAllGlobals()
})

test('the whole form, server-rendered from initialData in Spanish, hydrates without a mismatch', async () => {
  stubConfigBff()
  const { loadMessages } = await import('./i18n/locales.js')
  await loadMessages('es')
  const initialData = {
    config: {
      ...config,
      chains: config.chains.map((chain) => ({ ...chain, rpcUrl: `http://rpc-${chain.id}.test` })),
    },
    params,
  }
  const widget = (
    <SwapWidget
      bffUrl="http://bff-hydrate.test"
      locale="es"
      theme="dark"
      initialData={initialData}
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
  // Hydrated, this browser's answer: no wallet here.
  await vi.waitFor(() =>
    expect(container.textContent).toContain('No se encontró ninguna billetera'),
  )
  expect(container.querySelector<HTMLInputElement>('.ferry-amount')?.value).toBe('12.5')
  expect(errors).not.toHaveBeenCalled()
  container.remove()
  vi.unstubAllGlobals()
})

test('a wallet the browser announces before hydration: the server connect button hydrates, then goes live', async () => {
  stubConfigBff()
  const initialData = {
    config: {
      ...config,
      chains: config.chains.map((chain) => ({ ...chain, rpcUrl: `http://rpc-${chain.id}.test` })),
    },
    params,
  }
  const widget = <SwapWidget bffUrl="http://bff-hydrate.test" initialData={initialData} />
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
  const errors = vi.spyOn(console, 'error')
  await act(async () => {
    hydrateRoot(container, widget, { onRecoverableError: (error) => console.error(error) })
  })
  await vi.waitFor(() =>
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
