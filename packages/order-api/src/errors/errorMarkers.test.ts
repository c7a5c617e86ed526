import { describe, expect, test } from 'vitest'
import * as bffEntry from '../bff/index.js'
import * as mainEntry from '../index.js'
import * as v1Entry from '../v1/index.js'
import { BaseError } from './base.js'

type ErrorClass = (abstract new (
  ...args: never[]
) => BaseError) & {
  isInstance(value: unknown): boolean
}

// Every error class the package exports, from each of its entries.
const exported = new Map<string, ErrorClass>()
for (const entry of [mainEntry, v1Entry, bffEntry])
  for (const [name, value] of Object.entries(entry))
    if (typeof value === 'function' && value.prototype instanceof BaseError)
      exported.set(name, value as unknown as ErrorClass)

const url = 'https://service.example/v2/quote'
/** One instance of each exported class; a class missing here fails the first test. */
const samples: Record<string, BaseError> = {
  AmountError: new mainEntry.AmountError({ reason: 'not_a_number', text: 'abc' }),
  InvalidAddressError: new mainEntry.InvalidAddressError({ address: '0x12', family: 'evm' }),
  OrderApiError: new mainEntry.OrderApiError({
    status: 400,
    body: { name: 'ValidationException', message: 'Validation failed' },
    requestId: 'r-1',
    operation: 'quote',
  }),
  OrderApiTimeoutError: new mainEntry.OrderApiTimeoutError({
    operation: 'quote',
    url,
    timeoutMs: 10,
  }),
  OrderApiNetworkError: new mainEntry.OrderApiNetworkError({ operation: 'quote', url }),
  OrderApiAbortedError: new mainEntry.OrderApiAbortedError({ operation: 'quote', url }),
  OrderApiResponseError: new mainEntry.OrderApiResponseError({
    operation: 'quote',
    url,
    status: 200,
    body: {},
    requestId: undefined,
    problems: ['amount: required'],
  }),
  V1ApiError: new v1Entry.V1ApiError({
    status: 503,
    body: { name: 'MaintenanceException', message: 'SystemMaintenance' },
    requestId: undefined,
    operation: 'quote',
  }),
  V1PlanError: new v1Entry.V1PlanError({ reason: 'no_actions', message: 'No actions' }),
  V1RequestError: new v1Entry.V1RequestError({ reason: 'invalid_request', message: 'bad' }),
}

test('every exported error class has a sample here', () => {
  expect([...exported.keys()].filter((name) => name !== 'BaseError').sort()).toEqual(
    Object.keys(samples).sort(),
  )
})

describe.each([...exported].filter(([name]) => name !== 'BaseError'))('%s', (name, errorClass) => {
  test('isInstance answers for its own instances and for no sibling class', () => {
    for (const [sampleName, sample] of Object.entries(samples))
      expect([sampleName, errorClass.isInstance(sample)]).toEqual([sampleName, sampleName === name])
  })

  test('isInstance recognises a copy from another bundle by its global marker', () => {
    const fromAnotherCopy = { [Symbol.for(`ferry.error.${name}`)]: true }
    expect(errorClass.isInstance(fromAnotherCopy)).toBe(true)
    expect(errorClass.isInstance({ name, message: 'same name, no marker' })).toBe(false)
  })

  test('is a BaseError for BaseError.isInstance', () => {
    expect(BaseError.isInstance(samples[name])).toBe(true)
  })
})

test('isInstance answers false for what is not an object', () => {
  for (const errorClass of exported.values())
    for (const value of [undefined, null, 'OrderApiError', 42])
      expect(errorClass.isInstance(value)).toBe(false)
})
