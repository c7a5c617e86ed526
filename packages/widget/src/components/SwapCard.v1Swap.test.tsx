import { renderWithProviders } from '@ferry/test-utils/react'
import { cleanup, renderHook, screen, waitFor, within } from '@testing-library/react'
import { act } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import {
  account,
  chainHolding,
  configWithArbitrum,
  params,
  usdcBase,
} from '../../test/swapCardFixtures.js'
import { oneRouteStream } from '../../test/v1/v1Fixtures.js'
import type { FormToken } from '../catalog/formToken.js'
import { useSwapValue } from '../hooks/useSwapValue.js'
import { en } from '../i18n/en.js'
import { v1SwapEn } from '../i18n/v1SwapEn.js'
import { SwapCard } from './SwapCard.js'

const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

test('a preset naming a token only the v1 catalog lists is resolved there, and the direction goes through v1, not /v2/quote', async () => {
  const paths: string[] = []
  const quoteBodies: Record<string, unknown>[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    paths.push(url.pathname)
    if (url.pathname === '/api/v1/tokens/search')
      return Response.json({
        data: [
          {
            chainId: 42161,
            address: native,
            name: 'Ether',
            symbol: 'ETH',
            decimals: 18,
            logoURI: '/api/v1/token-logos/eth.svg',
          },
        ],
      })
    if (url.pathname === '/api/v1/quotes') {
      quoteBodies.push(await request.json())
      return oneRouteStream('149000000')
    }
    if (url.pathname === '/api/v1/chains') return Response.json([])
    return Response.json({ error: 'not in this test' }, { status: 500 })
  })
  renderWithProviders(
    <SwapCard
      bffUrl="http://bff-card-v1.test"
      config={configWithArbitrum()}
      params={params}
      defaults={{ from: `42161:${native}`, to: `8453:${usdcBase}`, amount: '0.05' }}
    />,
    { request: chainHolding(0n), accounts: [account] },
  )
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /^From:/ }).textContent).toContain(
      en.tokenOn('ETH', 'Arbitrum'),
    ),
  )
  const group = await screen.findByRole('group', { name: v1SwapEn.routes })
  await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(1))
  expect(quoteBodies[0]).toMatchObject({
    fromChainId: 42161,
    fromToken: native,
    toChainId: 8453,
    amount: '50000000000000000',
  })
  // The route's amount fills the other field.
  await waitFor(() =>
    expect((screen.getByLabelText(en.amountToReceive) as HTMLInputElement).value).toBe('149'),
  )
  expect(paths).not.toContain('/api/v2/quote')
})

test('a form token the picker hands over is held even though /v2/params does not list it', () => {
  const flux: FormToken = {
    chainId: 8453,
    token: '0x1111111111111111111111111111111111111111',
    symbol: 'FLUX',
    decimals: 18,
    depositFee: '0',
    withdrawFee: '0',
    name: 'Flux',
  }
  const { result } = renderHook(() =>
    useSwapValue({
      tokens: params.tokens,
      defaults: undefined,
      value: undefined,
      onValueChange: undefined,
      decimalSeparator: '.',
    }),
  )
  act(() => result.current.change({ to: flux }))
  expect(result.current.to).toBe(flux)
  expect(result.current.from).toBe(params.tokens[0])
})
