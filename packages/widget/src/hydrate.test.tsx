import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { stubConfigBff } from '../test/swapCardFixtures.js'
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
