import type { V1AutocompleteResponseWire, V1TokenWire } from '@ferry/order-api/v1'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { quoteFor, renderSwapCard } from '../../test/swapCardFixtures.js'
import { baseChain, unichain, usdcToken } from '../../test/v1/v1Fixtures.js'
import { smartKeywordOf } from '../catalog/smartSuggestions.js'
import { en } from '../i18n/en.js'
import { pickerWordsEn } from '../i18n/pickerWordsEn.js'

const ethOnUnichain: V1TokenWire = {
  chainId: 130,
  address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  logoURI: '/api/v1/token-logos/eth.svg',
  extensions: { price: { usd: '3000', provider: 'oracle' } },
}

/** What the fake service answers for a keyword (the devnet's shapes, spec v1: autocomplete). */
function answerFor(keyword: string): V1AutocompleteResponseWire {
  if (keyword.startsWith('$'))
    return {
      data: [
        {
          description: '$50 of ETH on Unichain',
          chain: unichain,
          token: ethOnUnichain,
          amount: '0.016666666666666666',
          usdAmount: '50',
        },
      ],
      parsed: { amount: null, usdAmount: '50', tokenQuery: 'eth', chainQuery: null, hasOn: false },
      nextSlots: ['chain', 'keyword'],
    }
  return {
    data: [
      {
        description: '100 USDC on Base',
        chain: baseChain,
        token: usdcToken,
        amount: '100',
        usdAmount: '99.98',
      },
      {
        description: '100 ETH on Unichain',
        chain: unichain,
        token: ethOnUnichain,
        amount: '100',
        usdAmount: '300000',
      },
    ],
    parsed: { amount: '100', tokenQuery: 'usdc', chainQuery: 'base', hasOn: true },
    nextSlots: ['keyword'],
  }
}

/** Every URL the widget fetched, as the fake BFF saw it (raw, before any decoding). */
let requested: string[] = []
beforeEach(() => {
  requested = []
  vi.stubGlobal('fetch', async (url: string | URL) => {
    const raw = String(url)
    requested.push(raw)
    const { pathname } = new URL(raw)
    const prefix = '/api/v1/tokens/autocomplete/'
    if (pathname.startsWith(prefix))
      return Response.json(answerFor(decodeURIComponent(pathname.slice(prefix.length))))
    if (pathname === '/api/v2/quote') return Response.json(quoteFor('100000000'))
    return new Response('404 Not Found', { status: 404 })
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const amountInput = () => screen.getByLabelText(en.amountToPay) as HTMLInputElement
/** The autocomplete requests' paths and queries, as sent (each test has a BFF of its own). */
const autocompleteRequests = () =>
  requested
    .filter((url) => url.includes('/autocomplete/'))
    .map((url) => url.slice(url.indexOf('/api/')))

/** Types `text` into the amount to pay the way a change event does, with the field focused. */
async function type(text: string) {
  const input = amountInput()
  input.focus()
  fireEvent.change(input, { target: { value: text } })
  // The combobox replaces the plain input once its chunk has loaded, and keeps the focus.
  const combobox = await screen.findByRole('combobox', { name: en.amountToPay })
  expect(document.activeElement).toBe(combobox)
  return combobox as HTMLInputElement
}

test('typing "100 usdc on base" lists the service’s suggestions; the keyboard chooses one and fills amount and token', async () => {
  renderSwapCard({ amount: '' })
  const combobox = await type('100 usdc on base')
  const options = await screen.findAllByRole('option')
  expect(options.map((option) => option.textContent)).toEqual([
    'USDCBase100$99.98',
    'ETHUnichain100$300,000',
  ])
  expect(combobox.getAttribute('aria-expanded')).toBe('true')
  const listbox = screen.getByRole('listbox', { name: pickerWordsEn.smartSuggestions })
  expect(combobox.getAttribute('aria-controls')).toBe(listbox.id)
  expect(autocompleteRequests()).toEqual([
    '/api/v1/tokens/autocomplete/100%20usdc%20on%20base?limit=6',
  ])

  fireEvent.keyDown(combobox, { key: 'ArrowDown' })
  expect(combobox.getAttribute('aria-activedescendant')).toBe(options[0]!.id)
  fireEvent.keyDown(combobox, { key: 'ArrowDown' })
  expect(combobox.getAttribute('aria-activedescendant')).toBe(options[1]!.id)
  fireEvent.keyDown(combobox, { key: 'ArrowDown' })
  expect(combobox.getAttribute('aria-activedescendant')).toBe(options[0]!.id)
  fireEvent.keyDown(combobox, { key: 'ArrowUp' })
  expect(options[1]!.getAttribute('aria-selected')).toBe('true')
  fireEvent.keyDown(combobox, { key: 'ArrowUp' })
  expect(options[0]!.getAttribute('aria-selected')).toBe('true')
  fireEvent.keyDown(combobox, { key: 'Enter' })

  expect(amountInput().value).toBe('100')
  expect(
    screen.getByRole('button', { name: `${en.from}: ${en.tokenOn('USDC', 'Base')}` }),
  ).toBeTruthy()
  expect(combobox.getAttribute('aria-expanded')).toBe('false')
  expect(combobox.hasAttribute('aria-activedescendant')).toBe(false)
  expect(screen.queryAllByRole('option')).toEqual([])
})

test('"$50 eth": the service’s conversion to the token amount is what fills the field', async () => {
  renderSwapCard({ amount: '' })
  const combobox = await type('$50 eth')
  const [option] = await screen.findAllByRole('option')
  // Rounded to the token's display precision: the service's 0.016666666666666666 is not shown.
  expect(option!.textContent).toBe('ETHUnichain0.016667$50')
  fireEvent.keyDown(combobox, { key: 'ArrowDown' })
  // Tab accepts the highlighted option and lets the focus move on.
  fireEvent.keyDown(combobox, { key: 'Tab' })
  expect(amountInput().value).toBe('0.016667')
  expect(screen.getByRole('button', { name: /^From:/ }).textContent).toContain('ETH')
})

test('Escape closes the list and keeps the text; typing opens it again', async () => {
  renderSwapCard({ amount: '' })
  const combobox = await type('100 usdc on base')
  await screen.findAllByRole('option')
  fireEvent.keyDown(combobox, { key: 'ArrowDown' })
  fireEvent.keyDown(combobox, { key: 'Escape' })
  expect(combobox.getAttribute('aria-expanded')).toBe('false')
  expect(combobox.hasAttribute('aria-activedescendant')).toBe(false)
  expect(screen.queryAllByRole('option')).toEqual([])
  expect(combobox.value).toBe('100 usdc on base')
  // Enter with the list closed chooses nothing.
  fireEvent.keyDown(combobox, { key: 'Enter' })
  expect(combobox.value).toBe('100 usdc on base')
  fireEvent.change(combobox, { target: { value: '100 usdc on bas' } })
  expect((await screen.findAllByRole('option')).length).toBe(2)
  expect(combobox.getAttribute('aria-expanded')).toBe('true')
})

test('plain numbers stay plain: no combobox, no autocomplete request', async () => {
  renderSwapCard({ amount: '' })
  const input = amountInput()
  for (const text of ['1', '12.5', '1,000.25', ' 7 ']) {
    fireEvent.change(input, { target: { value: text } })
    expect(input.value).toBe(text)
  }
  await waitFor(() => expect(requested.some((url) => url.includes('/api/v2/quote'))).toBe(true))
  expect(screen.queryByRole('combobox')).toBeNull()
  expect(input.getAttribute('role')).toBeNull()
  expect(autocompleteRequests()).toEqual([])
})

test('after the combobox has loaded, a plain number again asks nothing and is the form’s amount', async () => {
  renderSwapCard({ amount: '' })
  const combobox = await type('5 usdc')
  await screen.findAllByRole('option')
  const asked = autocompleteRequests().length
  fireEvent.change(combobox, { target: { value: '5' } })
  expect(combobox.getAttribute('aria-expanded')).toBe('false')
  await waitFor(() => expect(requested.some((url) => url.includes('srcAmount=5000000'))).toBe(true))
  expect(autocompleteRequests().length).toBe(asked)
})

test('hostile keywords go out as one encoded path segment, or not at all', async () => {
  renderSwapCard({ amount: '' })
  const combobox = await type('../../orders/x?limit=999#a')
  await screen.findAllByRole('option')
  fireEvent.change(combobox, { target: { value: '100 ü€ on 基地 🚀' } })
  await waitFor(() => expect(autocompleteRequests().length).toBe(2))
  // Longer than the service takes (64): no keyword (smartKeywordOf, tested below), so nothing is
  // listed and nothing more is asked.
  fireEvent.change(combobox, { target: { value: `100 ${'a'.repeat(80)}` } })
  await act(async () => {})
  expect(combobox.getAttribute('aria-expanded')).toBe('false')
  await waitFor(() => expect(screen.queryAllByRole('option')).toEqual([]))
  // Said, not silent: the field names what it cannot read.
  expect(screen.getByText(pickerWordsEn.unreadable).getAttribute('role')).toBe('status')
  expect(autocompleteRequests()).toEqual([
    '/api/v1/tokens/autocomplete/..%2F..%2Forders%2Fx%3Flimit%3D999%23a?limit=6',
    '/api/v1/tokens/autocomplete/100%20%C3%BC%E2%82%AC%20on%20%E5%9F%BA%E5%9C%B0%20%F0%9F%9A%80?limit=6',
  ])
  for (const url of autocompleteRequests()) {
    const { pathname, search } = new URL(url, 'http://bff.test')
    expect(pathname.split('/')).toHaveLength(6)
    expect(search).toBe('?limit=6')
  }
})

test('the keyword: smart text only, spaces folded, 64 characters at most', () => {
  expect(smartKeywordOf('100')).toBeUndefined()
  expect(smartKeywordOf(' 1,000.5 ')).toBeUndefined()
  expect(smartKeywordOf('  100   usdc  on base ')).toBe('100 usdc on base')
  expect(smartKeywordOf('$50')).toBe('$50')
  expect(smartKeywordOf('..')).toBeUndefined()
  expect(smartKeywordOf('a'.repeat(64))).toBe('a'.repeat(64))
  expect(smartKeywordOf('a'.repeat(65))).toBeUndefined()
})

test('a pointer chooses too, and the focus stays in the field', async () => {
  renderSwapCard({ amount: '' })
  const combobox = await type('100 usdc on base')
  const options = await screen.findAllByRole('option')
  // The row takes no focus on press, so the field keeps it.
  expect(fireEvent.mouseDown(options[1]!)).toBe(false)
  fireEvent.click(options[1]!)
  expect(amountInput().value).toBe('100')
  expect(screen.getByRole('button', { name: /^From:/ }).textContent).toContain('ETH')
  expect(document.activeElement).toBe(combobox)
})

test('a refused or failed autocomplete lists nothing and leaves the words as typed', async () => {
  vi.stubGlobal('fetch', async (url: string | URL) => {
    requested.push(String(url))
    return Response.json({ name: 'ValidationException' }, { status: 400 })
  })
  renderSwapCard({ amount: '' })
  const combobox = await type('100 usdc on base')
  await waitFor(() => expect(autocompleteRequests().length).toBe(1))
  expect(combobox.getAttribute('aria-expanded')).toBe('false')
  expect(screen.queryAllByRole('option')).toEqual([])
  expect(combobox.value).toBe('100 usdc on base')
})

test('words the service finds nothing for are said to be unreadable, next to the field; readable words clear it', async () => {
  vi.stubGlobal('fetch', async (url: string | URL) => {
    const raw = String(url)
    requested.push(raw)
    const keyword = decodeURIComponent(new URL(raw).pathname.split('/').at(-1) ?? '')
    if (keyword.startsWith('zz'))
      return Response.json({ data: [], parsed: {}, nextSlots: [] } as unknown as object)
    if (raw.includes('/autocomplete/')) return Response.json(answerFor(keyword))
    return new Response('404 Not Found', { status: 404 })
  })
  renderSwapCard({ amount: '' })
  const combobox = await type('zzqx')
  const feedback = await screen.findByText(pickerWordsEn.unreadable)
  expect(combobox.getAttribute('aria-invalid')).toBe('true')
  expect(combobox.getAttribute('aria-describedby')).toContain(feedback.id)
  expect(feedback.getAttribute('role')).toBe('status')
  fireEvent.change(combobox, { target: { value: '100 usdc on base' } })
  await screen.findAllByRole('option')
  expect(screen.queryByText(pickerWordsEn.unreadable)).toBeNull()
  expect(combobox.getAttribute('aria-invalid')).toBeNull()
})
