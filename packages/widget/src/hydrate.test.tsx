import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { SwapWidget } from './components/SwapWidget.js'
import { config, params } from './components/swapCardFixtures.js'

test('the server skeleton hydrates on the client without a mismatch, then loads the form', async () => {
  vi.stubGlobal('fetch', async (url: string | URL) => {
    const path = new URL(String(url)).pathname
    if (path === '/api/config')
      return Response.json({
        ...config,
        chains: config.chains.map((chain) => ({ ...chain, rpcUrl: `http://rpc-${chain.id}.test` })),
      })
    if (path === '/api/v2/params') return Response.json(params)
    return Response.json({}, { status: 500 })
  })
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
