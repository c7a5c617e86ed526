import { expect, test } from 'vitest'
import { describeErrorMarkers, type ErrorClass } from '../../test/describeErrorMarkers.js'
import * as bffEntry from '../bff/index.js'
import * as mainEntry from '../index.js'
import * as v1Entry from '../v1/index.js'
import { BaseError } from './base.js'

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

describeErrorMarkers({
  classes: new Map([...exported].filter(([name]) => name !== 'BaseError')),
  samples,
})

test('isInstance answers false for what is not an object', () => {
  for (const errorClass of exported.values())
    for (const value of [undefined, null, 'OrderApiError', 42])
      expect(errorClass.isInstance(value)).toBe(false)
})
