import * as orderApi from '@ferry/order-api'
import { BaseError } from '@ferry/order-api'
import { planRefusalFields as planMismatchFields } from '@ferry/order-api/bff'
import * as orderApiV1 from '@ferry/order-api/v1'
import { describe, expect, test } from 'vitest'
import { widgetErrorClasses, widgetErrorSamples } from '../../test/errorClasses.js'
import { en } from '../i18n/en.js'
import { errorWordsLoaders } from '../i18n/errorWordsCatalogs.js'
import { errorWordsEn } from '../i18n/errorWordsEn.js'
import { errorWordsEs } from '../i18n/errorWordsEs.js'
import { errorWordsZhCN } from '../i18n/errorWordsZhCN.js'
import { es } from '../i18n/es.js'
import { zhCN } from '../i18n/zhCN.js'
import { TradeRunError, type TradeRunErrorReason } from '../trade/TradeRunError.js'
import { PlanMismatchError } from '../trade/verify/PlanMismatchError.js'
import { describeError } from './describeError.js'

const languages = [
  { tag: 'en', messages: en, words: errorWordsEn },
  { tag: 'es', messages: es, words: errorWordsEs },
  { tag: 'zh-CN', messages: zhCN, words: errorWordsZhCN },
]

const v1Api = (status: number, body: unknown) =>
  new orderApiV1.V1ApiError({ status, body, requestId: 'r-1', operation: 'submit' })
const url = 'https://bff.example/api/v1/quotes'

/** The v1 API's errors the spec names, each with its own words. */
const v1ApiErrors: Record<string, BaseError> = {
  maintenance: v1Api(503, { name: 'MaintenanceException', message: 'SystemMaintenance' }),
  rateLimited: v1Api(429, { errorCode: 'RATE_LIMITED', message: 'Too many requests' }),
  quoteNotFound: v1Api(404, { name: 'QuoteNotFoundException', message: 'Quote not found' }),
  quoteExpired: v1Api(400, { name: 'BadRequestException', message: 'Quote has expired' }),
  cannotFill: v1Api(400, { name: 'CannotFillException', message: 'Cannot fill' }),
  broadcastFailed: v1Api(400, { name: 'BroadcastException', message: 'Broadcast failed' }),
  depositSubmitted: v1Api(500, {
    name: 'InternalErrorException',
    message: 'Deposit was submitted but the order could not be recorded',
  }),
  validation: v1Api(400, { name: 'ValidationException', message: 'Validation failed' }),
}

/** One instance per error class (order-api's exported ones and the widget's own). */
const samples: Record<string, BaseError> = {
  AmountError: new orderApi.AmountError({ reason: 'not_a_number', text: 'abc' }),
  InvalidAddressError: new orderApi.InvalidAddressError({ address: '0x12', family: 'evm' }),
  OrderApiError: new orderApi.OrderApiError({
    status: 503,
    body: { name: 'MaintenanceException', message: 'SystemMaintenance' },
    requestId: 'r-2',
    operation: 'build',
  }),
  OrderApiTimeoutError: new orderApi.OrderApiTimeoutError({
    operation: 'quote',
    url,
    timeoutMs: 10,
  }),
  OrderApiNetworkError: new orderApi.OrderApiNetworkError({ operation: 'quote', url }),
  OrderApiAbortedError: new orderApi.OrderApiAbortedError({ operation: 'quote', url }),
  OrderApiResponseError: new orderApi.OrderApiResponseError({
    operation: 'quote',
    url,
    status: 200,
    body: {},
    requestId: undefined,
    problems: [],
  }),
  V1ApiError: v1Api(400, { name: 'DuplicateRecordException', message: 'Duplicate' }),
  V1PlanError: new orderApiV1.V1PlanError({ reason: 'no_actions', message: 'No actions' }),
  V1RequestError: new orderApiV1.V1RequestError({ reason: 'invalid_request', message: 'bad' }),
  ...widgetErrorSamples(),
}

/** The widget's own refusals, whose text is already written for the user. */
const ownWords = new Set(['SwapError'])

/** Every kind of v2 answer order-api tells apart (the compiler checks the list is whole). */
const v2Kinds = Object.keys({
  wrong_path: 1,
  validation: 1,
  malformed_json: 1,
  unsupported_token: 1,
  below_minimum: 1,
  amount_too_small: 1,
  terms_mismatch: 1,
  recipient_required: 1,
  tron_account_not_activated: 1,
  invalid_recipient: 1,
  bad_request: 1,
  missing_key: 1,
  unknown_key: 1,
  integrator_disabled: 1,
  integrator_misconfigured: 1,
  same_asset: 1,
  order_not_found: 1,
  not_found: 1,
  too_large: 1,
  terms_expired: 1,
  not_published: 1,
  rate_limited: 1,
  internal: 1,
  deployment_unsupported: 1,
  chain_read_failed: 1,
  cancel_rejected: 1,
  maintenance: 1,
  terms_unreadable: 1,
  solver_unavailable: 1,
  pricing_unavailable: 1,
  degraded: 1,
  service_unavailable: 1,
  unknown: 1,
} satisfies Record<orderApi.OrderApiErrorKind, 1>) as orderApi.OrderApiErrorKind[]

/** A v2 answer of the given kind, carrying the BFF's English message. */
const v2Answer = (kind: orderApi.OrderApiErrorKind) =>
  Object.defineProperty(
    new orderApi.OrderApiError({
      status: 500,
      body: { message: 'Upstream said something in English' },
      requestId: 'r-3',
      operation: 'build',
    }),
    'kind',
    { value: kind },
  )

const exportedClasses = async () => {
  const names = new Set<string>()
  for (const entry of [orderApi, orderApiV1])
    for (const [name, value] of Object.entries(entry))
      if (typeof value === 'function' && value.prototype instanceof BaseError) names.add(name)
  for (const name of (await widgetErrorClasses()).keys()) names.add(name)
  names.delete('BaseError')
  return [...names].sort()
}

test("every error class of order-api (v2, v1) and of the widget's runs has a sample here", async () => {
  expect(await exportedClasses()).toEqual(Object.keys(samples).sort())
})

describe.each(languages)('in $tag', ({ messages, words }) => {
  const told = (error: unknown) => describeError({ error, messages, words })

  test.each(Object.entries(samples))('%s has words and a next step of its own', (_, error) => {
    const { message, next } = told(error)
    expect(message).not.toBe('')
    // Not the words for an error nobody recognised.
    expect(message).not.toBe(messages.walletError.unknown)
    // Nor the error's own text (English, for developers), which would mean it has no words.
    if (!ownWords.has(error.constructor.name)) expect(message).not.toBe(error.shortMessage)
    expect(next.words).toBe(words.next[next.kind])
    expect(next.words).not.toBe('')
  })

  test('every kind of v2 answer reads words of its own and a next step, never the BFF’s text', () => {
    const texts = v2Kinds.map((kind) => {
      const { message, next } = told(v2Answer(kind))
      expect([kind, message.startsWith(words.v2[kind])]).toEqual([kind, true])
      expect(message).not.toContain('Upstream said')
      expect(next.words).toBe(words.next[next.kind])
      return words.v2[kind]
    })
    expect(new Set(texts).size).toBe(v2Kinds.length)
  })

  test('each v1 API error the spec names reads its own words, none the generic refusal', () => {
    const texts = Object.values(v1ApiErrors).map((error) => told(error).message)
    for (const text of texts) expect(text.startsWith(words.serviceRefused)).toBe(false)
    expect(new Set(texts).size).toBe(texts.length)
  })

  test('a deposit the service could not record points to the history, never to sending again', () => {
    expect(told(v1ApiErrors.depositSubmitted).next.kind).toBe('check-history')
    expect(told(v1ApiErrors.maintenance).next.kind).toBe('try-later')
    expect(told(v1ApiErrors.quoteExpired).next.kind).toBe('new-quote')
  })

  test('every reason of a trade run has words', () => {
    const reasons: TradeRunErrorReason[] = [
      'needs_solana_wallet',
      'needs_tron_wallet',
      'needs_bitcoin_wallet',
      'needs_evm_wallet',
      'native_balance_too_low',
      'unsupported_step',
      'switch_to_other_chain',
      'mixed_fee_fields',
      'action_after_deposit',
      'method_not_offered',
      'wallet_changed',
      'no_wallet_address',
      'plan_expired',
      'approval_failed',
      'deposit_reverted',
      'batch_failed',
      'batch_refused',
      'deposit_outcome_unknown',
      'bad_transfer_hash',
    ]
    for (const reason of reasons) {
      const { message } = told(new TradeRunError({ reason, message: 'x' }))
      expect([reason, message.length > 1]).toEqual([reason, true])
      expect(message).not.toBe('x')
    }
  })

  test("the build request's refusals read as the run's, not as a generic bad request", () => {
    const reasons = [
      'needs_solana_wallet',
      'method_not_offered',
      'wallet_changed',
      'no_wallet_address',
    ] as const
    for (const reason of reasons) {
      const refused = told(new orderApiV1.V1RequestError({ reason, message: 'x' }))
      expect([reason, refused]).toEqual([reason, told(new TradeRunError({ reason, message: 'x' }))])
      expect(refused.message).not.toBe(words.request)
    }
  })
})

test('the v1 errors of the spec no longer read "The swap could not go through"', () => {
  for (const error of Object.values(v1ApiErrors))
    expect(describeError({ error, messages: en, words: errorWordsEn }).message).not.toMatch(
      /could not go through/,
    )
  expect(
    describeError({ error: v1ApiErrors.maintenance, messages: en, words: errorWordsEn }),
  ).toMatchInlineSnapshot(`
    {
      "message": "The swap service is down for maintenance. Please try again in a few minutes.",
      "next": {
        "kind": "try-later",
        "words": "Please try again in a few minutes.",
      },
      "text": "The swap service is down for maintenance.",
    }
  `)
})

test('an error wrapped in a Ferry error is described by the known error in its causes', () => {
  const wrapped = new BaseError('Submitting failed', { cause: v1ApiErrors.rateLimited })
  expect(describeError({ error: wrapped, messages: en, words: errorWordsEn }).message).toBe(
    `${errorWordsEn.service.rate_limited} ${errorWordsEn.next['try-later']}`,
  )
})

test('an error from another bundled copy is recognised by its marker', () => {
  const copy = Object.assign(new Error('x'), {
    [Symbol.for('ferry.error.BuildNotCreatedError')]: true,
  })
  expect(describeError({ error: copy, messages: en, words: errorWordsEn }).action).toEqual({
    kind: 'try-again',
  })
})

test('every field of a plan that differs from the accepted trade has words of its own, in every language', async () => {
  for (const [locale, load] of Object.entries(errorWordsLoaders)) {
    const words = await load()
    const texts = planMismatchFields.map((field) => {
      const error = new PlanMismatchError({ field, step: 0, expected: 'a', actual: 'b' })
      const { message, next } = describeError({ error, messages: en, words })
      expect([locale, field, message.startsWith(words.mismatch[field])]).toEqual([
        locale,
        field,
        true,
      ])
      expect(next.kind).toBe('tell-site')
      if (locale !== 'en')
        expect([locale, field, message]).not.toEqual([
          locale,
          field,
          describeError({ error, messages: en, words: errorWordsEn }).message,
        ])
      return message
    })
    expect([locale, new Set(texts).size]).toEqual([locale, planMismatchFields.length])
  }
})
