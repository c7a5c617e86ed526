import fc from 'fast-check'
import { expect, test } from 'vitest'
import { isTokenRef, parseSwapPresets, swapPresetProblem } from './presets.js'

test('tokens by address or symbol on any chain id are accepted', () => {
  for (const ref of [
    '8453:USDC',
    '1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    '728126428:TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  ])
    expect(isTokenRef(ref)).toBe(true)
})

test('hostile or malformed token refs are refused', () => {
  for (const ref of [
    'USDC',
    '8453:',
    ':USDC',
    '8453:<script>',
    '8453:US DC',
    '8453:USDC\n',
    '-1:USDC',
    '1234567890123:USDC',
    `1:${'a'.repeat(65)}`,
    8453,
    null,
    { chainId: 8453 },
  ])
    expect(isTokenRef(ref)).toBe(false)
})

test('amounts are plain decimal text; exponents, signs, separators and huge strings are refused', () => {
  for (const amount of ['25', '25.5', '0.000001', '.5', '25.'])
    expect(swapPresetProblem({ field: 'amount', value: amount })).toBeUndefined()
  for (const amount of ['', '.', '1e9', '-1', '+1', '1,5', '1 000', 'ten', '9'.repeat(79), 25])
    expect(swapPresetProblem({ field: 'amount', value: amount })).toBe(
      'must be a decimal string such as "25.5"',
    )
})

test('the mode is exact_input or exact_output', () => {
  expect(swapPresetProblem({ field: 'mode', value: 'exact_output' })).toBeUndefined()
  expect(swapPresetProblem({ field: 'mode', value: 'EXACT_OUTPUT' })).toBe(
    'must be "exact_input" or "exact_output"',
  )
})

test('parsing keeps the good fields and names each bad or unknown one', () => {
  expect(
    parseSwapPresets({ from: '1:USDC', to: 'USDC', amount: '12.5', mode: 'x', slippage: 1 }),
  ).toMatchInlineSnapshot(`
    {
      "presets": {
        "amount": "12.5",
        "from": "1:USDC",
      },
      "problems": [
        {
          "field": "slippage",
          "problem": "is not a preset",
        },
        {
          "field": "to",
          "problem": "must be "<chainId>:<token address or symbol>"",
        },
        {
          "field": "mode",
          "problem": "must be "exact_input" or "exact_output"",
        },
      ],
    }
  `)
  expect(parseSwapPresets([]).problems).toEqual([{ field: '', problem: 'must be an object' }])
})

test('property: an accepted token ref or amount holds only digits, letters, one colon or one dot', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 80 }), (text) => {
      if (isTokenRef(text)) expect(text).toMatch(/^[0-9]+:[0-9A-Za-z]+$/)
      if (swapPresetProblem({ field: 'amount', value: text }) === undefined)
        expect(text).toMatch(/^[0-9]*\.?[0-9]*$/)
    }),
    { numRuns: 1000 },
  )
})
