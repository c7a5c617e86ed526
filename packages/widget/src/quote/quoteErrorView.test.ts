import { OrderApiError, type OrderApiOperation } from '@ferry/order-api'
import { expect, test } from 'vitest'
import { allEnglish as en } from '../i18n/allEnglish.js'
import { errorWordsEn as words } from '../i18n/errorWordsEn.js'
import { quoteErrorView } from './quoteErrorView.js'

const apiError = (status: number, body: unknown, operation: OrderApiOperation = 'quote') =>
  new OrderApiError({ status, body, requestId: 'req-1', operation })
const usdc = { decimals: 6, symbol: 'USDC' }
const weth = { decimals: 18, symbol: 'WETH' }
const describe6 = (error: unknown) =>
  quoteErrorView({ error, mode: 'exact_input', from: usdc, to: weth, messages: en, words })

test('below the minimum: the minimum in token units, clickable', () => {
  const view = describe6(
    apiError(400, {
      error: 'Requested amount is below what the solver will fill',
      detail: { minSrcAmount: '5250000' },
    }),
  )
  expect(view).toEqual({
    message: `${words.v2.below_minimum} ${words.limits.minimum('5.25 USDC')}`,
    limit: { amount: 5_250_000n, mode: 'exact_input' },
    retrying: false,
  })
})

test('below the flat-fee minimum, with the terms: a minimum that pays out four flat fees', () => {
  const error = apiError(400, {
    error: 'Deposit is at or below the flat fee, so nothing would be published',
    detail: { minSrcAmount: '325001' },
  })
  const view = quoteErrorView({
    error,
    mode: 'exact_input',
    from: { ...usdc, depositFee: '300000', withdrawFee: '150000' },
    to: { ...usdc, depositFee: '50000', withdrawFee: '25000' },
    messages: en,
    words,
    terms: { operatorBps: 20, commissionBps: 10 },
  })
  expect(view).toEqual({
    message: `${words.v2.below_minimum} ${words.limits.minimum('1.628912 USDC')}`,
    limit: { amount: 1_628_912n, mode: 'exact_input' },
    retrying: false,
  })
})

test('too large: the maximum in token units, clickable', () => {
  const view = describe6(
    apiError(409, {
      error: 'Requested amount exceeds what the solver can fill',
      detail: { maxSrcAmount: '900000000000' },
    }),
  )
  expect(view.message).toBe(`${words.v2.too_large} ${words.limits.maximum('900000 USDC')}`)
  expect(view.limit?.amount).toBe(900_000_000_000n)
  expect(view.retrying).toBe(false)
})

test('too large in exact output: the maximum to receive, in destination units', () => {
  const error = apiError(409, {
    error: 'Requested amount exceeds what the solver can fill',
    detail: { maxOutcomeAmount: '2500000000000000000' },
  })
  const view = quoteErrorView({
    error,
    mode: 'exact_output',
    from: usdc,
    to: weth,
    messages: en,
    words,
  })
  expect(view).toEqual({
    message: `${words.v2.too_large} ${words.limits.maximum('2.5 WETH')}`,
    limit: { amount: 2_500_000_000_000_000_000n, mode: 'exact_output' },
    retrying: false,
  })
})

test('limits are written with the locale formatter', () => {
  const error = apiError(400, {
    error: 'Requested amount is below what the solver will fill',
    detail: { minSrcAmount: '1234500000' },
  })
  const view = quoteErrorView({
    error,
    mode: 'exact_input',
    from: usdc,
    to: weth,
    messages: en,
    words,
    formatNumber: (decimal) =>
      new Intl.NumberFormat('es', { maximumFractionDigits: 20 }).format(decimal as never),
  })
  expect(view.message).toBe(`${words.v2.below_minimum} ${words.limits.minimum('1234,5 USDC')}`)
})

test('maintenance, rate limiting and no solver capacity say what they are and retry', () => {
  expect(
    describe6(apiError(503, { message: 'SystemMaintenance', name: 'MaintenanceException' })),
  ).toEqual({ message: `${words.v2.maintenance} ${words.next.retrying}`, retrying: true })
  expect(describe6(apiError(429, { errorCode: 'RATE_LIMITED', message: 'Too many' }))).toEqual({
    message: `${words.v2.rate_limited} ${words.next.retrying}`,
    retrying: true,
  })
  expect(
    describe6(apiError(503, { error: 'The solver cannot serve this direction right now' })),
  ).toEqual({ message: `${words.v2.solver_unavailable} ${words.next.retrying}`, retrying: true })
})

test('expired terms ask for a new quote', () => {
  const view = describe6(apiError(409, { error: 'Quoted terms expired at 1795000000' }, 'build'))
  expect(view).toEqual({
    message: `${words.v2.terms_expired} ${words.next.retrying}`,
    retrying: true,
  })
})

test('account problems are final and never blame the user', () => {
  for (const body of [
    { error: 'Unknown or inactive integrator' },
    { error: 'Integrator 0xabc is not enabled on the integrator registry' },
    { error: 'Integrator 0xabc carries a fee at or above 100%' },
  ])
    expect(describe6(apiError(403, body))).toEqual({
      message: expect.stringMatching(new RegExp(`${words.next['tell-site']}$`)),
      retrying: false,
    })
})

test('same asset and unsupported token', () => {
  expect(
    describe6(apiError(404, { error: 'Source and destination resolve to the same mToken' })),
  ).toEqual({ message: `${words.v2.same_asset} ${words.next['other-route']}`, retrying: false })
  expect(
    describe6(apiError(400, { error: 'Unsupported source token 0x12 on chain 1' })).message,
  ).toBe(`${words.v2.unsupported_token} ${words.next['other-route']}`)
})

test("anything else says what failed by describeError's words, never the raw text", () => {
  expect(describe6(new TypeError('fetch failed')).message).not.toContain('fetch failed')
  expect(describe6(apiError(500, { message: 'boom', name: 'InternalErrorException' }))).toEqual({
    message: `${words.v2.internal} ${words.next['try-again']}`,
    retrying: false,
  })
})

test('a limit without its amount says the refusal and the next step', () => {
  expect(
    describe6(apiError(400, { error: 'Requested amount is below what the solver will fill' })),
  ).toEqual({ message: `${words.v2.below_minimum} ${words.next['other-route']}`, retrying: false })
})

test('the words come in the language of the catalog given', async () => {
  const { errorWordsEs } = await import('../i18n/errorWordsEs.js')
  const view = quoteErrorView({
    error: apiError(503, { message: 'SystemMaintenance', name: 'MaintenanceException' }),
    mode: 'exact_input',
    from: usdc,
    to: weth,
    messages: en,
    words: errorWordsEs,
  })
  expect(view.message).toBe(`${errorWordsEs.v2.maintenance} ${errorWordsEs.next.retrying}`)
})
