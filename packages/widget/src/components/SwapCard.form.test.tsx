import { renderWithProviders } from '@ferry/test-utils/react'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import {
  chainHolding,
  config,
  enabledSwapButton,
  fakeQuoteBff,
  params,
  quoteFor,
  renderSwapCard,
  usdcBase,
  usdcEth,
} from '../../test/swapCardFixtures.js'
import { allEnglish as en } from '../i18n/allEnglish.js'
import { errorWordsEn as words } from '../i18n/errorWordsEn.js'
import { pickerWordsEn } from '../i18n/pickerWordsEn.js'
import { SwapCard } from './SwapCard.js'

const quotes = fakeQuoteBff()
const renderCard = (amount: string, wallet?: { balance?: bigint }) =>
  renderSwapCard({ amount }, wallet)
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const connect = async () => fireEvent.click(await screen.findByRole('button', { name: en.connect }))

afterEach(() => {
  vi.useRealTimers()
})

test('exact output: the amount to receive is quoted as exact_output and the cost is shown', async () => {
  quotes.answer = (_, query) => {
    const quote = quoteFor('10000000')
    quote.spend.amount = '10050000'
    quote.receive.amount = query.get('outcomeAmount') ?? '0'
    return Response.json(quote)
  }
  renderCard('')
  fireEvent.change(input(en.amountToReceive), { target: { value: '10' } })
  await waitFor(() => expect(input(en.amountToPay).value).toBe('10.05'))
  const query = quotes.queries.at(-1)!
  expect(query.get('mode')).toBe('exact_output')
  expect(query.get('outcomeAmount')).toBe('10000000')
  expect(query.has('srcAmount')).toBe(false)
  // The quote's details load with the first quote (their own chunk).
  expect((await screen.findByTestId('spend-amount')).textContent).toBe('10.05 USDC')
})

test('exact input: the amount to receive follows the quote', async () => {
  quotes.answer = (srcAmount) => {
    const quote = quoteFor(String(srcAmount))
    quote.receive.amount = '24900000'
    return Response.json(quote)
  }
  renderCard('25')
  await waitFor(() => expect(input(en.amountToReceive).value).toBe('24.9'))
  expect(quotes.queries.at(-1)!.get('mode')).toBe('exact_input')
})

test('too large in exact output: the maximum to receive is applied to the receive field', async () => {
  quotes.answer = () =>
    Response.json(
      {
        error: 'Requested amount exceeds what the solver can fill',
        detail: { maxOutcomeAmount: '700000000' },
      },
      { status: 409 },
    )
  renderCard('')
  fireEvent.change(input(en.amountToReceive), { target: { value: '5000' } })
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain(words.limits.maximum('700 USDC'))
  fireEvent.click(within(alert).getByRole('button', { name: en.useAmount }))
  expect(input(en.amountToReceive).value).toBe('700')
})

test('flip swaps the tokens and keeps the typed figure with its token', async () => {
  quotes.answer = (srcAmount) => Response.json(quoteFor(String(srcAmount)))
  renderCard('12')
  const fromButton = () => screen.getByRole('button', { name: /^From:/ })
  expect(
    screen.getByRole('button', { name: `${en.from}: ${en.tokenOn('USDC', 'Ethereum')}` }),
  ).toBe(fromButton())
  fireEvent.click(screen.getByRole('button', { name: en.flip }))
  expect(screen.getByRole('button', { name: `${en.from}: ${en.tokenOn('USDC', 'Base')}` })).toBe(
    fromButton(),
  )
  expect(input(en.amountToReceive).value).toBe('12')
  await waitFor(() => expect(quotes.queries.at(-1)?.get('mode')).toBe('exact_output'))
  expect(quotes.queries.at(-1)!.get('fromChainId')).toBe('8453')
})

test('the token picker searches by symbol, chain or address and picks on click', async () => {
  quotes.answer = (srcAmount) => Response.json(quoteFor(String(srcAmount)))
  // This BFF has no v1 catalog: the picker offers the v2 tokens alone.
  const quoteBff = globalThis.fetch
  vi.stubGlobal('fetch', async (url: string | URL, init?: RequestInit) =>
    new URL(String(url)).pathname.startsWith('/api/v1/')
      ? Response.json({ name: 'NotFoundException', message: 'Not found' }, { status: 404 })
      : quoteBff(url, init),
  )
  renderCard('')
  fireEvent.click(screen.getByRole('button', { name: /^To:/ }))
  const dialog = screen.getByRole('dialog', { name: en.pickTitle(en.to), hidden: true })
  // The list loads when the dialog first opens (its own chunk).
  const search = await within(dialog).findByLabelText(pickerWordsEn.searchTokens)
  fireEvent.change(search, { target: { value: 'usdc eth' } })
  expect(
    within(dialog)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.dataset.token),
  ).toEqual([`1:${usdcEth}`])
  fireEvent.change(search, { target: { value: usdcBase.slice(0, 10).toLowerCase() } })
  fireEvent.change(search, { target: { value: 'solana' } })
  expect(await within(dialog).findByText(pickerWordsEn.noTokenFound)).toBeTruthy()
  fireEvent.change(search, { target: { value: 'ethereum' } })
  fireEvent.click(within(dialog).getByRole('option', { name: /USDC/, hidden: true }))
  expect(
    screen.getByRole('button', { name: `${en.to}: ${en.tokenOn('USDC', 'Ethereum')}` }),
  ).toBeTruthy()
  // Both sides are now the same token.
  expect(screen.getByText(en.sameAsset)).toBeTruthy()
})

test('the balance is shown, max fills it, and more than the balance cannot be swapped', async () => {
  quotes.answer = (srcAmount) => Response.json(quoteFor(String(srcAmount)))
  renderCard('', { balance: 42_500_000n })
  await connect()
  expect((await screen.findByTestId('balance')).textContent).toBe(en.balance('42.5 USDC'))
  fireEvent.change(input(en.amountToPay), { target: { value: '50' } })
  await screen.findByRole('button', { name: en.insufficientBalance('USDC') })
  expect(
    (screen.getByRole('button', { name: en.insufficientBalance('USDC') }) as HTMLButtonElement)
      .disabled,
  ).toBe(true)
  fireEvent.click(screen.getByRole('button', { name: en.max }))
  expect(input(en.amountToPay).value).toBe('42.5')
  await enabledSwapButton()
})

test('an amount the token cannot hold is refused under its field, and nothing is quoted', async () => {
  quotes.answer = (srcAmount) => Response.json(quoteFor(String(srcAmount)))
  vi.useFakeTimers({ shouldAdvanceTime: true })
  renderCard('1.1234567')
  expect(input(en.amountToPay).getAttribute('aria-invalid')).toBe('true')
  // Well past the quote's debounce (400 ms), without sleeping.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(600)
  })
  expect(quotes.amounts).toEqual([])
})

test('a decimal comma is read as the decimal separator in a locale that writes one', async () => {
  const { english, LocaleContext } = await import('../i18n/useMessages.js')
  quotes.answer = (srcAmount) => Response.json(quoteFor(String(srcAmount)))
  renderWithProviders(
    <LocaleContext.Provider value={{ ...english, decimalSeparator: ',' }}>
      <SwapCard
        bffUrl="http://bff-form-locale.test"
        config={config}
        params={params}
        defaults={{ from: `1:${usdcEth}`, to: `8453:${usdcBase}`, amount: '2,5' }}
      />
    </LocaleContext.Provider>,
    { request: chainHolding() },
  )
  await waitFor(() => expect(quotes.amounts).toEqual(['2500000']))
})

test('Spanish writes every figure with its one decimal separator: the preset, the quoted other side, the placeholder and the smart input’s hint', async () => {
  const [{ localize, LocaleContext }, { es }] = await Promise.all([
    import('../i18n/useMessages.js'),
    import('../i18n/es.js'),
  ])
  quotes.answer = () => {
    const quote = quoteFor('2500000')
    quote.receive.amount = '24576343'
    return Response.json(quote)
  }
  renderWithProviders(
    <LocaleContext.Provider value={localize('es', es)}>
      <SwapCard
        bffUrl="http://bff-form-es.test"
        config={config}
        params={params}
        // Presets and hosts write amounts with a "." (SwapValue).
        defaults={{ from: `1:${usdcEth}`, to: `8453:${usdcBase}`, amount: '2.5' }}
      />
    </LocaleContext.Provider>,
    { request: chainHolding() },
  )
  const pay = input(es.amountToPay)
  const receive = input(es.amountToReceive)
  expect(pay.value).toBe('2,5')
  expect(pay.placeholder).toBe(es.amountHint)
  await waitFor(() => expect(receive.value).toBe('24,576343'))
  expect(quotes.amounts).toEqual(['2500000'])
  fireEvent.change(pay, { target: { value: '' } })
  await waitFor(() => expect(receive.placeholder).toBe('0,0'))
})
