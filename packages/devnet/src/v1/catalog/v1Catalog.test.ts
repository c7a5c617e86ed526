import { parseTronAddress, TRON_CHAIN_ID } from '@ferry/order-api'
import { expect, test } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from './nativeToken.js'
import { createV1Catalog, usdPriceOf } from './v1Catalog.js'

const tronUsdt = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const flux = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const catalog = createV1Catalog({
  chains: {
    spokes: [
      {
        chainId: 1,
        tokens: [{ symbol: 'USDC', address: usdc, decimals: 6 }],
        volatileTokens: [{ symbol: 'FLUX', address: flux, decimals: 18 }],
      },
      { chainId: 137, tokens: [] },
    ],
  },
  tronUsdt,
})

test('each spoke lists its native token, its stables and its volatile token, TRON its USDT', () => {
  expect(
    catalog.tokens.map(
      (token) => `${token.chainId}:${token.symbol}:${token.kind}:${token.decimals}`,
    ),
  ).toEqual([
    '1:ETH:native:18',
    '1:USDC:stable:6',
    '1:FLUX:volatile:18',
    '137:POL:native:18',
    `${TRON_CHAIN_ID}:USDT:stable:6`,
  ])
  expect(
    catalog.tokens.every(
      (token) => token.chainId === TRON_CHAIN_ID || token.address === token.address.toLowerCase(),
    ),
  ).toBe(true)
  expect(catalog.volatileTokens).toEqual({ 1: [flux.toLowerCase()] })
})

test('a token is found by any written form of its address, and an unlisted one is not', () => {
  expect(catalog.findV1Token({ chainId: 1, address: usdc })?.symbol).toBe('USDC')
  expect(
    catalog.findV1Token({ chainId: 1, address: usdc.toUpperCase().replace('0X', '0x') })?.symbol,
  ).toBe('USDC')
  expect(catalog.findV1Token({ chainId: 1, address: NATIVE_TOKEN_ADDRESS })?.symbol).toBe('ETH')
  expect(catalog.findV1Token({ chainId: 1, address: `0x${'0'.repeat(40)}` })?.symbol).toBe('ETH')
  expect(catalog.findV1Token({ chainId: 137, address: usdc })).toBeUndefined()
  expect(catalog.findV1Token({ chainId: 10, address: NATIVE_TOKEN_ADDRESS })).toBeUndefined()
  const hex41 = parseTronAddress(tronUsdt).hex41
  expect(catalog.findV1Token({ chainId: TRON_CHAIN_ID, address: hex41 })?.address).toBe(tronUsdt)
  expect(
    catalog.findV1Token({ chainId: TRON_CHAIN_ID, address: 'Tnot-an-address' }),
  ).toBeUndefined()
})

test('prices: stables are one dollar, natives fixed, the volatile token a triangle wave of time', () => {
  const token = (symbol: string) => catalog.tokens.find((entry) => entry.symbol === symbol)!
  expect(usdPriceOf({ token: token('USDC'), at: 123 })).toBe(100_000_000n)
  expect(usdPriceOf({ token: token('ETH'), at: 123 })).toBe(300_000_000_000n)
  expect(usdPriceOf({ token: token('POL'), at: 0 })).toBe(25_000_000n)
  const flux = token('FLUX')
  expect(usdPriceOf({ token: flux, at: 1_000_000 })).toBe(200_000_000n) // start of a cycle
  expect(usdPriceOf({ token: flux, at: 1_000_250 })).toBe(250_000_000n) // climbing
  expect(usdPriceOf({ token: flux, at: 1_000_500 })).toBe(300_000_000n) // top
  expect(usdPriceOf({ token: flux, at: 1_000_750 })).toBe(250_000_000n) // falling
  expect(usdPriceOf({ token: flux, at: 1_000_999 })).toBe(200_200_000n)
  expect(usdPriceOf({ token: flux, at: 1_000_250.9 })).toBe(250_000_000n) // whole seconds
})
