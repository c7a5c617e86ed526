import { type SwapPresetField, swapPresetFields, swapPresetProblem } from '@ferry/order-api'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  envelope,
  parseFrameMessage,
  parseHostMessage,
  parseMessage,
  validateParams,
} from './protocol.js'

test('a well-formed frame message parses', () => {
  const message = envelope({ type: 'resize', payload: { height: 412 } })
  expect(parseFrameMessage(message)).toEqual({ type: 'resize', payload: { height: 412 } })
})

test('messages of another source, version or direction are ignored', () => {
  const resize = { type: 'resize', payload: { height: 1 } }
  expect(parseFrameMessage({ ...resize, source: 'other', version: 1 })).toBeUndefined()
  expect(parseFrameMessage({ ...resize, source: 'ferry-embed', version: 2 })).toBeUndefined()
  expect(parseHostMessage(envelope({ type: 'ready', payload: {} }))).toBeUndefined()
  expect(parseFrameMessage('ferry')).toBeUndefined()
  expect(parseHostMessage(null)).toBeUndefined()
  // A type that only stringifies to a known one is not that type.
  expect(
    parseFrameMessage({ ...resize, type: ['resize'], source: 'ferry-embed', version: 1 }),
  ).toBeUndefined()
  expect(parseMessage(envelope({ type: 'ready', payload: {} }), 'frame')).toEqual({
    type: 'ready',
    payload: {},
  })
  expect(parseMessage(envelope({ type: 'ready', payload: {} }), 'host')).toBeUndefined()
})

test('malformed payloads are ignored', () => {
  const bad = [
    { type: 'resize', payload: { height: -3 } },
    { type: 'resize', payload: { height: Number.NaN } },
    { type: 'resize', payload: { height: '10' } },
    { type: 'widget-event', payload: { name: 'Quote Received' } },
    { type: 'provider-request', payload: { id: 1.5, method: 'eth_chainId' } },
    { type: 'provider-request', payload: { id: 1, method: '' } },
  ]
  for (const message of bad) expect(parseFrameMessage(envelope(message as never))).toBeUndefined()
  expect(
    parseHostMessage(envelope({ type: 'update', payload: { params: { amount: '-1' } } })),
  ).toBeUndefined()
})

test('params are checked one by one with a reason', () => {
  expect(validateParams({ from: '1:USDC', to: '8453:0xabc', amount: '12.5' })).toBeUndefined()
  expect(validateParams({ from: 'USDC' })).toMatchInlineSnapshot(
    `"param "from" must be "<chainId>:<token address or symbol>""`,
  )
  expect(validateParams({ amount: '1e6' })).toMatchInlineSnapshot(
    `"param "amount" must be a decimal string such as "25.5""`,
  )
  expect(validateParams({ mode: 'both' })).toMatchInlineSnapshot(
    `"param "mode" must be "exact_input" or "exact_output""`,
  )
  expect(validateParams({ slippage: 1 })).toMatchInlineSnapshot(`"unknown param "slippage""`)
  expect(validateParams([])).toMatchInlineSnapshot(`"params must be an object"`)
})

test('the embed accepts and refuses presets exactly as order-api does', () => {
  const samples = [
    '8453:USDC',
    '1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    '728126428:TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    'USDC',
    '8453:<script>',
    '25.5',
    '.5',
    '25.',
    '1e9',
    '-1',
    '1,5',
    '',
    '9'.repeat(79),
    'exact_input',
    'exact_output',
    25,
    null,
  ]
  const check = (field: SwapPresetField, value: unknown) => {
    const problem = swapPresetProblem({ field, value })
    expect(validateParams({ [field]: value })).toBe(
      problem === undefined || value === undefined ? undefined : `param "${field}" ${problem}`,
    )
  }
  for (const field of swapPresetFields) for (const value of samples) check(field, value)
  fc.assert(
    fc.property(fc.constantFrom(...swapPresetFields), fc.string({ maxLength: 90 }), check),
    { numRuns: 2000 },
  )
})
