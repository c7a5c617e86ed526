import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import {
  OrderApiAbortedError,
  OrderApiNetworkError,
  OrderApiTimeoutError,
} from '../errors/transport.js'
import { createRequestAbort } from './requestAbort.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const url = 'https://service.test/v2/quote'
const requestAbortOf = (signals: (AbortSignal | undefined)[] = []) =>
  createRequestAbort({ signals, timeoutMs: 1_000, operation: 'quote', url })

test('the time limit aborts the request, and a failure then is a timeout', () => {
  const request = requestAbortOf()
  vi.advanceTimersByTime(999)
  expect(request.signal.aborted).toBe(false)
  vi.advanceTimersByTime(1)
  expect(request.signal.aborted).toBe(true)
  const error = request.failure(new Error('socket closed'))
  expect(error).toBeInstanceOf(OrderApiTimeoutError)
  expect(error.message).toMatch(
    /^The quote request timed out after 1000 ms\nURL: https:\/\/service.test\/v2\/quote$/,
  )
})

test('touch starts the time limit again', () => {
  const request = requestAbortOf()
  vi.advanceTimersByTime(800)
  request.touch()
  vi.advanceTimersByTime(800)
  expect(request.signal.aborted).toBe(false)
  vi.advanceTimersByTime(200)
  expect(request.signal.aborted).toBe(true)
})

test("any of the caller's signals aborts the request, one aborted already at once", () => {
  const client = new AbortController()
  const call = new AbortController()
  const request = requestAbortOf([client.signal, undefined, call.signal])
  call.abort()
  expect(request.signal.aborted).toBe(true)
  expect(request.failure(new Error('aborted'))).toBeInstanceOf(OrderApiAbortedError)
  const early = requestAbortOf([AbortSignal.abort()])
  expect(early.signal.aborted).toBe(true)
})

test('a failure with neither timeout nor abort is a network error', () => {
  const request = requestAbortOf([new AbortController().signal])
  const cause = new TypeError('fetch failed')
  const error = request.failure(cause)
  expect(error).toBeInstanceOf(OrderApiNetworkError)
  expect(error.cause).toBe(cause)
})

test("release stops the timer and unlinks the caller's signals", () => {
  const caller = new AbortController()
  const request = requestAbortOf([caller.signal])
  request.release()
  vi.advanceTimersByTime(5_000)
  caller.abort()
  expect(request.signal.aborted).toBe(false)
  expect(vi.getTimerCount()).toBe(0)
})
