import { fireEvent, screen, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import {
  account,
  fakeQuoteBff,
  orderRecordFor,
  quoteFor,
  renderSwapCard,
} from '../../test/swapCardFixtures.js'
import { allEnglish as en } from '../i18n/allEnglish.js'
import { errorWordsEn as words } from '../i18n/errorWordsEn.js'
import { createOrderStorage } from '../storage/orderStorage.js'

const quotes = fakeQuoteBff()

const renderCard = (amount: string) => renderSwapCard({ amount })

test('below the minimum: the minimum is shown and applied with one click, then quoted', async () => {
  quotes.answer = (srcAmount) =>
    srcAmount < 5_000_000n
      ? Response.json(
          {
            error: 'Requested amount is below what the solver will fill',
            detail: { minSrcAmount: '5000000' },
          },
          { status: 400 },
        )
      : Response.json(quoteFor(String(srcAmount)))
  renderCard('1')
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain(words.limits.minimum('5 USDC'))
  fireEvent.click(screen.getByRole('button', { name: en.useAmount }))
  expect((screen.getByLabelText(en.amountToPay) as HTMLInputElement).value).toBe('5')
  await waitFor(() => expect(quotes.amounts).toContain('5000000'), { timeout: 3000 })
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
})

test('the button asks for an amount only while there is none: refused, it is the swap, disabled', async () => {
  quotes.answer = () =>
    Response.json({ error: 'below minimum', detail: { minSrcAmount: '5000000' } }, { status: 400 })
  renderSwapCard({ amount: '' }, { balance: 10n ** 12n })
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  expect(
    (await screen.findByRole('button', { name: en.enterAmount })).hasAttribute('disabled'),
  ).toBe(true)
  fireEvent.change(screen.getByLabelText(en.amountToPay), { target: { value: '1' } })
  await screen.findByRole('alert')
  expect(screen.getByRole('button', { name: en.swap }).hasAttribute('disabled')).toBe(true)
  expect(screen.queryByRole('button', { name: en.enterAmount })).toBeNull()
})

test('too large: the maximum is shown and can be applied', async () => {
  quotes.answer = () =>
    Response.json(
      {
        error: 'Requested amount exceeds what the solver can fill',
        detail: { maxSrcAmount: '2500000000' },
      },
      { status: 409 },
    )
  renderCard('5000')
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain(words.limits.maximum('2,500 USDC'))
  fireEvent.click(screen.getByRole('button', { name: en.useAmount }))
  expect((screen.getByLabelText(en.amountToPay) as HTMLInputElement).value).toBe('2500')
})

test('maintenance is shown as maintenance', async () => {
  quotes.answer = () =>
    Response.json(
      { message: 'SystemMaintenance', name: 'MaintenanceException' },
      { status: 503, headers: { 'retry-after': '300' } },
    )
  renderCard('10')
  expect((await screen.findByRole('alert')).textContent).toBe(
    `${words.v2.maintenance} ${words.next.retrying}`,
  )
})

test('rate limiting is shown as such', async () => {
  quotes.answer = () =>
    Response.json({ errorCode: 'RATE_LIMITED', message: 'Too many requests' }, { status: 429 })
  renderCard('10')
  expect((await screen.findByRole('alert')).textContent).toBe(
    `${words.v2.rate_limited} ${words.next.retrying}`,
  )
})

test('no solver capacity is shown as such', async () => {
  quotes.answer = () =>
    Response.json({ error: 'The solver cannot serve this direction right now' }, { status: 503 })
  renderCard('10')
  expect((await screen.findByRole('alert')).textContent).toBe(
    `${words.v2.solver_unavailable} ${words.next.retrying}`,
  )
})

test('an account problem is not blamed on the user', async () => {
  quotes.answer = () => Response.json({ error: 'Unknown or inactive integrator' }, { status: 403 })
  renderCard('10')
  expect((await screen.findByRole('alert')).textContent).toBe(
    `${words.v2.unknown_key} ${words.next['tell-site']}`,
  )
})

test('the quote shows a countdown and is replaced when it lapses', async () => {
  let served = 0
  quotes.answer = (srcAmount) => {
    const quote = quoteFor(String(srcAmount))
    // The first quote lapses within seconds; the next one lasts.
    const ttl = served++ === 0 ? 2 : 120
    quote.build.terms.expiresAt = String(Math.floor(Date.now() / 1000) + ttl)
    return Response.json(quote)
  }
  renderCard('10')
  await screen.findByText(/^Price valid for 0:0[12]$/)
  await waitFor(() => expect(quotes.amounts).toHaveLength(2), { timeout: 6000 })
  await screen.findByText(/^Price valid for 1:[45]\d$/)
  expect(quotes.amounts).toEqual(['10000000', '10000000'])
}, 10_000)

test('an amount quoted moments ago is shown again at once, without asking the service again', async () => {
  quotes.answer = (srcAmount) => {
    const quote = quoteFor(String(srcAmount))
    // Terms valid for the spec's five minutes: long enough to reuse.
    quote.build.terms.expiresAt = String(Math.floor(Date.now() / 1000) + 300)
    return Response.json(quote)
  }
  renderCard('10')
  const receive = screen.getByLabelText(en.amountToReceive) as HTMLInputElement
  await waitFor(() => expect(receive.value).toBe('10'))
  fireEvent.change(screen.getByLabelText(en.amountToPay), { target: { value: '20' } })
  await waitFor(() => expect(receive.value).toBe('20'))
  fireEvent.change(screen.getByLabelText(en.amountToPay), { target: { value: '10' } })
  // No wait and no request: the answer for 10 is still valid.
  expect(receive.value).toBe('10')
  expect(quotes.amounts).toEqual(['10000000', '20000000'])
})

test('after a reload, an order whose deposit was sent is tracked again', async () => {
  const orderId = `0x${'3c'.repeat(32)}`
  localStorage.clear()
  const storage = createOrderStorage()
  storage.remember(account, {
    orderId,
    createdAt: 1,
    srcChainId: 1,
    dstChainId: 8453,
    summary: 'USDC → USDC',
    decimals: { src: 6, dst: 6 },
  })
  storage.claimDeposit(orderId)
  vi.stubGlobal('EventSource', undefined)
  vi.stubGlobal('fetch', async (url: string | URL) => {
    const path = new URL(String(url)).pathname
    if (path === `/api/v2/orders/${orderId}`)
      return Response.json(
        orderRecordFor(orderId, 'published', { deposit: { tx: `0x${'aa'.repeat(32)}`, at: 1 } }),
      )
    return Response.json({ error: 'Requested amount is below' }, { status: 400 })
  })
  renderSwapCard({ amount: '' }, {})
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  const progress = await screen.findByRole('region', { name: 'Order progress' })
  await waitFor(() =>
    expect(progress.querySelector('[role="status"]')?.getAttribute('data-state')).toBe('published'),
  )
  fireEvent.click(screen.getByRole('button', { name: en.newSwap }))
  expect(screen.getByLabelText(en.amountToPay)).toBeTruthy()
  // The order is still under way: the history toggle says so.
  expect(screen.getByRole('button', { name: en.historyInFlight(1) })).toBeTruthy()
})

test('a preset naming an unlisted token is ignored with a console warning that says how to write it', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  quotes.answer = (srcAmount) => Response.json(quoteFor(String(srcAmount)))
  renderSwapCard({ from: '1:DAI', amount: '10' })
  await waitFor(() =>
    expect(warn).toHaveBeenCalledWith(
      'Ferry: defaults.from "1:DAI" is not a listed token (use "<chainId>:<address or symbol>"); ignored',
    ),
  )
  expect(
    screen.getByRole('button', { name: `${en.from}: ${en.tokenOn('USDC', 'Ethereum')}` }),
  ).toBeTruthy()
  warn.mockRestore()
})

test('a preset may name a token by symbol, and exact output by mode', async () => {
  quotes.answer = (_, query) => Response.json(quoteFor(query.get('outcomeAmount') ?? '1'))
  renderSwapCard({ from: '8453:USDC', to: '1:USDC', amount: '7', mode: 'exact_output' })
  expect(
    screen.getByRole('button', { name: `${en.from}: ${en.tokenOn('USDC', 'Base')}` }),
  ).toBeTruthy()
  expect((screen.getByLabelText(en.amountToReceive) as HTMLInputElement).value).toBe('7')
  await waitFor(() => expect(quotes.queries.at(-1)?.get('outcomeAmount')).toBe('7000000'))
})
