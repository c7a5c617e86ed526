import { renderWithProviders } from '@ferry/test-utils/react'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { useConnect, useConnection, useConnectors } from 'wagmi'
import {
  account,
  configWithRpcs,
  params,
  quoteFor,
  stubConfigBff,
  usdcBase,
  usdcEth,
} from '../../test/swapCardFixtures.js'
import { en } from '../i18n/en.js'
import { walletMenuEn } from '../i18n/walletMenuEn.js'
import { SwapWidget } from './SwapWidget.js'

beforeEach(() => stubConfigBff())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** The host dApp's own connect button, outside the widget. */
function HostConnect() {
  const connect = useConnect()
  const [connector] = useConnectors()
  const connection = useConnection()
  return connection.address ? (
    <p>host sees {connection.address}</p>
  ) : (
    <button type="button" onClick={() => connect.mutate({ connector: connector! })}>
      host connect
    </button>
  )
}

test("inside a host's WagmiProvider and QueryClientProvider the widget shares them: one connection, one cache", async () => {
  const { queryClient } = renderWithProviders(
    <>
      <HostConnect />
      <SwapWidget bffUrl="http://bff-host.test" />
    </>,
    { accounts: [account], request: () => '0x' },
  )
  // Before the host connects, the widget offers the host's connector.
  expect(await screen.findByRole('button', { name: en.connect })).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'host connect' }))
  // Connecting in the host connects the widget: it shows the host's account.
  expect(await screen.findByText(`host sees ${account}`)).toBeTruthy()
  expect(
    await screen.findByRole('button', { name: new RegExp(`^${account.slice(0, 6)}…`) }),
  ).toBeTruthy()
  // The widget's queries live in the host's cache, each under the 'ferry' prefix.
  const keys = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey[0])
  expect(new Set(keys)).toEqual(new Set(['ferry']))
})

test('without host providers the widget makes its own from /api/config', async () => {
  render(<SwapWidget bffUrl="http://bff-own.test" />)
  expect(await screen.findByRole('button', { name: /^From:/ })).toBeTruthy()
  // No EIP-6963 wallet in this page: the menu says so and offers install links, no dead end.
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  expect(await screen.findByText(walletMenuEn.noneInBrowser)).toBeTruthy()
  expect(screen.getByRole('link', { name: walletMenuEn.install('MetaMask') })).toBeTruthy()
})

test('with initialData the form appears without a request for config or params', async () => {
  const requests: string[] = []
  vi.stubGlobal('fetch', (url: string | URL) => {
    requests.push(new URL(String(url)).pathname)
    return new Promise(() => {})
  })
  render(
    <SwapWidget
      bffUrl="http://bff-initial.test"
      initialData={{ config: configWithRpcs, params }}
    />,
  )
  expect(await screen.findByRole('button', { name: /^From:/ })).toBeTruthy()
  expect(requests.filter((path) => path === '/api/config' || path === '/api/v2/params')).toEqual([])
})

test('initialData that is not what the BFF answers is named as a problem', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  render(
    <SwapWidget
      bffUrl="http://bff-bad-initial.test"
      initialData={{ config: { chains: 'none' }, params: { tokens: 3 } } as never}
    />,
  )
  const problems = [...screen.getByRole('alert').querySelectorAll('li')].map(
    (item) => item.textContent,
  )
  expect(problems).toEqual([
    'initialData.config must be the BFF /api/config answer (with chains)',
    'initialData.params must be the BFF /api/v2/params answer',
  ])
})

test('initialData.params of the right shape but a wrong field is named once the form is used, before any quote', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const quotes: string[] = []
  stubConfigBff((url) => {
    quotes.push(url.pathname)
    return Response.json(quoteFor('1'))
  })
  const [first, ...rest] = params.tokens
  const wrong = { ...params, tokens: [{ ...first!, decimals: '6' }, ...rest] }
  render(
    <SwapWidget
      bffUrl="http://bff-wrong-field.test"
      initialData={{ config: configWithRpcs, params: wrong as never }}
    />,
  )
  // The shape is right, so the form renders from it at once, without zod.
  const amount = await screen.findByLabelText(en.amountToPay)
  expect(screen.queryByRole('alert')).toBeNull()
  fireEvent.input(amount, { target: { value: '10' } })
  const problem = await screen.findByRole('alert')
  expect([...problem.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
    'initialData.params must be the BFF /api/v2/params answer (tokens.0.decimals: expected number)',
  ])
  expect(quotes.filter((path) => path.includes('quote'))).toEqual([])
})

test('initialData.params with an amount preset is checked at once', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const wrong = { ...params, terms: { ...params.terms, orderTtl: -1 } }
  render(
    <SwapWidget
      bffUrl="http://bff-wrong-preset.test"
      defaults={{ amount: '5' }}
      initialData={{ config: configWithRpcs, params: wrong as never }}
    />,
  )
  expect(
    await screen.findByText(
      /^initialData\.params must be the BFF \/api\/v2\/params answer \(terms\.orderTtl: /,
    ),
  ).toBeTruthy()
})

/** A host that logs every event into its own state, with a new inline handler each render. */
function LoggingHost({ names }: { names: string[] }) {
  const [, setCount] = useState(0)
  return (
    <SwapWidget
      bffUrl="http://bff-inline-events.test"
      defaults={{ from: `1:${usdcEth}`, to: `8453:${usdcBase}`, amount: '10' }}
      onEvent={(event) => {
        names.push(event.name)
        setCount((count) => count + 1)
      }}
    />
  )
}

test('an inline onEvent that re-renders the host does not make the widget emit again', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const names: string[] = []
  stubConfigBff((url) => Response.json(quoteFor(url.searchParams.get('srcAmount') ?? '1')))
  render(<LoggingHost names={names} />)
  await waitFor(() => expect(names).toContain('quote-received'))
  // Each event re-renders the host; let those renders and any timers they start run out.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(300)
  })
  expect(names.filter((name) => name === 'quote-received')).toHaveLength(1)
})
