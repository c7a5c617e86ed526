import { describe, expect, test } from 'vitest'
import { v1ErrorNames } from '../schemas/errorBodies.js'
import { classifyV1Error } from './classifyV1Error.js'
import { V1ApiError } from './V1ApiError.js'

const named = (name: string, message = 'x') => ({ message, name })

const table = [
  [400, 'ValidationException', 'validation', 'after_fix'],
  [400, 'BadRequestException', 'bad_request', 'after_fix'],
  [400, 'CannotFillException', 'cannot_fill', 'never'],
  [400, 'UnexpectedFromAddressException', 'unexpected_from_address', 'after_fix'],
  [400, 'NotSupportedContractException', 'contract_not_configured', 'never'],
  [400, 'BuildDepositParsingException', 'build_unparseable', 'never'],
  [400, 'NotSupportedDepositMethodException', 'deposit_method_not_supported', 'after_fix'],
  [400, 'BroadcastException', 'broadcast_failed', 'never'],
  [404, 'NotSupportedTokenException', 'token_not_supported', 'never'],
  [404, 'NotSupportedChainException', 'chain_not_supported', 'never'],
  [404, 'NotSupportedAssetReverseContractException', 'no_deposit_contract', 'never'],
  [404, 'IntentNotFoundException', 'intent_not_found', 'requote'],
  [404, 'QuoteNotFoundException', 'quote_not_found', 'requote'],
  [409, 'DuplicateRecordException', 'duplicate', 'never'],
  [500, 'InternalErrorException', 'internal', 'backoff'],
  [503, 'MaintenanceException', 'maintenance', 'wait'],
] as const

describe('every name of the error table has its kind and retry verdict', () => {
  test.each(table)('%i %s → %s, %s', (status, name, kind, retry) => {
    const classified = classifyV1Error({ status, body: named(name), operation: 'build' })
    expect(classified).toMatchObject({ kind, retry, name })
  })

  test('the table above covers every name the schemas know', () => {
    expect(table.map((row) => row[1]).sort()).toEqual([...v1ErrorNames].sort())
  })

  test('the 429 is told by its errorCode and may be retried with backoff', () => {
    const classified = classifyV1Error({
      status: 429,
      body: { errorCode: 'RATE_LIMITED', message: 'Too many requests' },
      operation: 'build',
    })
    expect(classified).toMatchObject({
      kind: 'rate_limited',
      retry: 'backoff',
      name: 'RATE_LIMITED',
    })
    expect(classified.retryAfterSeconds).toBeUndefined()
  })

  test('maintenance carries its Retry-After', () => {
    const classified = classifyV1Error({
      status: 503,
      body: named('MaintenanceException', 'SystemMaintenance'),
      headers: new Headers({ 'retry-after': '300' }),
      operation: 'quote',
    })
    expect(classified.retryAfterSeconds).toBe(300)
  })
})

describe('the cases a caller must tell apart', () => {
  test.each([
    ['Malformed JSON body', 'malformed_json', 'after_fix'],
    ['Quote has expired. Please request a new quote.', 'quote_expired', 'requote'],
    ['buildId is missing or stale', 'build_id_invalid', 'after_fix'],
    ['This quote is funded through a deposit address', 'deposit_address_quote', 'never'],
    ['recipient differs from an earlier build', 'build_mismatch', 'after_fix'],
    ['from differs from an earlier build', 'build_mismatch', 'after_fix'],
    ['refundTo does not match the first build', 'build_mismatch', 'after_fix'],
    ['from does not match the quote fromAddress', 'wallet_mismatch', 'after_fix'],
    ['Quote is bound to another wallet', 'wallet_mismatch', 'after_fix'],
    ['txHash format does not match the chain', 'tx_format_mismatch', 'after_fix'],
  ])('BadRequestException "%s" → %s', (message, kind, retry) => {
    const classified = classifyV1Error({
      status: 400,
      body: named('BadRequestException', message),
      operation: 'submit',
    })
    expect(classified).toMatchObject({ kind, retry })
  })

  test('the 500 "Deposit was submitted…" means the deposit exists: never deposit again', () => {
    const error = new V1ApiError({
      status: 500,
      body: named(
        'InternalErrorException',
        'Deposit was submitted, but the order could not be recorded',
      ),
      requestId: 'req-9',
      operation: 'submit',
    })
    expect(error).toMatchObject({
      kind: 'deposit_recorded_failed',
      retry: 'reread',
      depositExists: true,
    })
    const other = new V1ApiError({
      status: 500,
      body: named('InternalErrorException'),
      requestId: undefined,
      operation: 'submit',
    })
    expect(other.depositExists).toBe(false)
  })

  test('a QuoteNotFound after a submit means look the order up, not quote again', () => {
    const classified = classifyV1Error({
      status: 404,
      body: named('QuoteNotFoundException'),
      operation: 'submit',
    })
    expect(classified.retry).toBe('reread')
  })

  test('plain-text 404s: the unknown order and the unknown path', () => {
    expect(classifyV1Error({ status: 404, body: 'Order not found', operation: 'order' }).kind).toBe(
      'order_not_found',
    )
    expect(classifyV1Error({ status: 404, body: '404 Not Found', operation: 'chains' }).kind).toBe(
      'not_found',
    )
  })

  test('an unknown name or body falls back on the status', () => {
    expect(classifyV1Error({ status: 502, body: '<html>', operation: 'quote' })).toMatchObject({
      kind: 'internal',
      retry: 'backoff',
    })
    expect(
      classifyV1Error({ status: 418, body: named('TeapotException'), operation: 'quote' }),
    ).toMatchObject({
      kind: 'unknown',
      retry: 'never',
      name: undefined,
    })
  })

  test('validation issues and details are kept; the error is recognised across copies', () => {
    const body = {
      message: 'Validation failed',
      name: 'ValidationException',
      details: [{ field: 'amount', message: 'too small', code: 'too_small' }],
    }
    const error = new V1ApiError({ status: 400, body, requestId: 'req-1', operation: 'quote' })
    expect(error.issues).toEqual(body.details)
    expect(error.message).toContain('amount: too small')
    expect(error.message).toContain('Request id: req-1')
    expect(V1ApiError.isInstance({ [Symbol.for('ferry.error.V1ApiError')]: true })).toBe(true)
    expect(V1ApiError.isInstance(new Error('x'))).toBe(false)
  })
})
