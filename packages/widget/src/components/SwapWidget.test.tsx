import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { configWithRpcs, params, stubConfigBff } from '../../test/swapCardFixtures.js'
import { ar } from '../i18n/ar.js'
import { en } from '../i18n/en.js'
import { SwapWidget, type SwapWidgetProps } from './SwapWidget.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

test('invalid props show what is wrong in the widget and the console, never a blank crash', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  const props = {
    bffUrl: 'swap.example.com',
    locale: 'not a locale!',
    theme: 'neon',
    defaults: { from: 'USDC', amount: 'ten' },
    onEvent: 'log',
  } as unknown as SwapWidgetProps
  render(<SwapWidget {...props} />)
  const alert = screen.getByRole('alert')
  expect(alert.textContent).toContain(en.invalidProps)
  const problems = [...alert.querySelectorAll('li')].map((item) => item.textContent)
  expect(problems).toEqual([
    'bffUrl must be an http(s) URL, got "swap.example.com"',
    'locale must be a BCP 47 tag such as "es", got "not a locale!"',
    'onEvent must be a function',
    'defaults.from must be "<chainId>:<token address or symbol>", got "USDC"',
    'defaults.amount must be a decimal string such as "25.5", got "ten"',
    'theme must be "light", "dark", "auto" or an object, got "neon"',
  ])
  expect(error).toHaveBeenCalledWith(`Ferry: invalid props:\n- ${problems.join('\n- ')}`)
})

test('an approval policy other than exact or unlimited is named as a problem', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const props = { bffUrl: 'http://bff.test', approval: 'infinite' } as unknown as SwapWidgetProps
  render(<SwapWidget {...props} />)
  const problems = [...screen.getByRole('alert').querySelectorAll('li')].map(
    (item) => item.textContent,
  )
  expect(problems).toEqual(['approval must be "exact" or "unlimited", got "infinite"'])
})

test('the theme lands on the root as a mode, a layout and --ferry-* properties', () => {
  vi.stubGlobal('fetch', () => new Promise(() => {}))
  const { container } = render(
    <SwapWidget
      bffUrl="http://bff.test"
      theme={{ mode: 'dark', layout: 'wide', colors: { accent: 'rgb(255, 90, 0)' }, radius: '4px' }}
    />,
  )
  const root = container.querySelector('.ferry') as HTMLElement
  expect(root.dataset.theme).toBe('dark')
  expect(root.dataset.layout).toBe('wide')
  expect(root.style.getPropertyValue('--ferry-accent')).toBe('rgb(255, 90, 0)')
  expect(root.style.getPropertyValue('--ferry-radius')).toBe('4px')
  // While the configuration loads, a skeleton of the card holds its place.
  expect(screen.getByRole('heading', { name: en.title })).toBeTruthy()
  vi.unstubAllGlobals()
})

test('the locale prop picks the catalog and marks the widget with its language', async () => {
  vi.stubGlobal('fetch', () => new Promise(() => {}))
  const { container } = render(<SwapWidget bffUrl="http://bff.test" locale="es-MX" />)
  expect(await screen.findByRole('heading', { name: 'Intercambiar' })).toBeTruthy()
  expect((container.querySelector('.ferry') as HTMLElement).lang).toBe('es')
  vi.unstubAllGlobals()
})

test('a locale changed while the form is live: the form stays (what was typed kept) and turns to the new language once its catalog is in', async () => {
  stubConfigBff()
  const widget = (locale: string) => (
    <SwapWidget
      bffUrl="http://bff-locale-switch.test"
      locale={locale}
      initialData={{
        config: configWithRpcs,
        params,
      }}
      defaults={{ amount: '12.5' }}
    />
  )
  const { container, rerender } = render(widget('en'))
  const amount = (await screen.findByLabelText(
    en.amountToPay,
    {},
    { timeout: 5_000 },
  )) as HTMLInputElement
  fireEvent.change(amount, { target: { value: '7.25' } })
  rerender(widget('ar'))
  const root = container.querySelector('.ferry') as HTMLElement
  // Never the outline in between: the field is the same element all along.
  expect(container.querySelector('.ferry-skeleton')).toBeNull()
  expect(await screen.findByLabelText(ar.amountToPay)).toBe(amount)
  expect(root.lang).toBe('ar')
  expect(root.dir).toBe('rtl')
  expect(amount.value).toBe('7.25')
  vi.unstubAllGlobals()
})

test('a BFF that refuses this page’s origin is named in words, with a Retry that asks again', async () => {
  const refusal = {
    name: 'ForbiddenException',
    message: `origin ${location.origin} is not in ALLOWED_ORIGINS`,
  }
  const asked: string[] = []
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(String(url))
    // The first config answer is the refusal; after Retry the BFF has not answered yet.
    if (
      String(url).endsWith('/api/config') &&
      asked.filter((u) => u.endsWith('/api/config')).length === 1
    )
      return Promise.resolve(new Response(JSON.stringify(refusal), { status: 403 }))
    return new Promise(() => {})
  })
  render(<SwapWidget bffUrl="http://bff.test" />)
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain(en.originRefused(location.origin))
  expect(alert.textContent).toContain(refusal.message)
  // Refused is final until the operator acts: no silent retries before the person asks.
  expect(asked.filter((url) => url.endsWith('/api/config'))).toHaveLength(1)
  fireEvent.click(screen.getByRole('button', { name: en.tryAgain }))
  expect(await screen.findByRole('heading', { name: en.title })).toBeTruthy()
  expect(screen.queryByRole('alert')).toBeNull()
  expect(asked.filter((url) => url.endsWith('/api/config'))).toHaveLength(2)
  vi.unstubAllGlobals()
})

test('a 403 that is not an origin refusal reads as the service being unavailable', async () => {
  vi.stubGlobal('fetch', (url: string) =>
    String(url).endsWith('/api/config')
      ? Promise.resolve(new Response('{"message":"Forbidden"}', { status: 403 }))
      : new Promise(() => {}),
  )
  render(<SwapWidget bffUrl="http://bff.test" />)
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain(en.unavailable)
  expect(alert.textContent).not.toContain('ALLOWED_ORIGINS')
  vi.unstubAllGlobals()
})

test('a BFF that serves no EVM chain with an RPC reads as unavailable, not a crash', async () => {
  const config = {
    mode: 'live',
    chains: [
      {
        id: 728126428,
        name: 'TRON',
        family: 'tron',
        rpcUrl: null,
        explorerUrl: null,
        nativeCurrency: { name: 'TRX', symbol: 'TRX', decimals: 6 },
      },
    ],
    pollIntervalMs: 2000,
  }
  vi.stubGlobal('fetch', (url: string) =>
    String(url).endsWith('/api/config')
      ? Promise.resolve(Response.json(config))
      : new Promise(() => {}),
  )
  render(<SwapWidget bffUrl="http://bff.test" />)
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain(en.unavailable)
  vi.unstubAllGlobals()
})
