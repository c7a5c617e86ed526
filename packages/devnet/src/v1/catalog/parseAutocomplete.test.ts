import { expect, test } from 'vitest'
import { nextSlotsOf, parseAutocomplete } from './parseAutocomplete.js'

test('an amount, a token, on and a chain are each read', () => {
  expect(parseAutocomplete('100 usdc on base')).toEqual({
    amount: '100',
    tokenQuery: 'usdc',
    chainQuery: 'base',
    hasOn: true,
  })
  expect(parseAutocomplete('  1,000.5   USDT  ')).toEqual({
    amount: '1000.5',
    tokenQuery: 'USDT',
    chainQuery: null,
    hasOn: false,
  })
  expect(parseAutocomplete('100usdc')).toMatchObject({ amount: '100', tokenQuery: 'usdc' })
  expect(parseAutocomplete('.5 eth')).toMatchObject({ amount: '0.5', tokenQuery: 'eth' })
})

test('a dollar sign makes the amount a dollar amount', () => {
  expect(parseAutocomplete('$50 eth on arbitrum one')).toEqual({
    amount: null,
    usdAmount: '50',
    tokenQuery: 'eth',
    chainQuery: 'arbitrum one',
    hasOn: true,
  })
  expect(parseAutocomplete('$ 12.34')).toMatchObject({ usdAmount: '12.34', tokenQuery: null })
})

test('a bare token, a bare chain and an unfinished on are read as such', () => {
  expect(parseAutocomplete('usdc')).toEqual({
    amount: null,
    tokenQuery: 'usdc',
    chainQuery: null,
    hasOn: false,
  })
  expect(parseAutocomplete('on polygon')).toMatchObject({
    tokenQuery: null,
    chainQuery: 'polygon',
    hasOn: true,
  })
  expect(parseAutocomplete('usdc on')).toMatchObject({ chainQuery: null, hasOn: true })
  // A word that merely contains "on" is not the keyword.
  expect(parseAutocomplete('tron usdt')).toMatchObject({ tokenQuery: 'tron usdt', hasOn: false })
})

test('the next slots narrow as the input gets specific', () => {
  const slots = (keyword: string, chainResolved = false) =>
    nextSlotsOf({ parsed: parseAutocomplete(keyword), chainResolved })
  expect(slots('usdc')).toEqual(['usdAmount', 'amount', 'tokenSymbol', 'chain', 'keyword'])
  expect(slots('100 usdc')).toEqual(['chain', 'keyword'])
  expect(slots('$100 usdc')).toEqual(['chain', 'keyword'])
  expect(slots('100 usdc on ba')).toEqual(['chain', 'keyword'])
  expect(slots('100 usdc on base', true)).toEqual(['keyword'])
  expect(slots('100')).toEqual(['tokenSymbol', 'chain', 'keyword'])
  expect(slots('usdc on base', true)).toEqual(['keyword'])
})
