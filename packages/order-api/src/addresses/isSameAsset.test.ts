import { expect, test } from 'vitest'
import { TRON_CHAIN_ID } from '../chainIds.js'
import { isSameAsset } from './isSameAsset.js'

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

test('one token on one chain is the same asset in any written form', () => {
  expect(
    isSameAsset({ a: { chainId: 1, token: usdc }, b: { chainId: 1, token: usdc.toLowerCase() } }),
  ).toBe(true)
  expect(
    isSameAsset({
      a: { chainId: TRON_CHAIN_ID, token: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
      b: { chainId: TRON_CHAIN_ID, token: '41a614f803b6fd780986a42c78ec9c7f77e6ded13c' },
    }),
  ).toBe(true)
})

test('another chain, another token or an unreadable address is not the same asset', () => {
  expect(isSameAsset({ a: { chainId: 1, token: usdc }, b: { chainId: 8453, token: usdc } })).toBe(
    false,
  )
  expect(
    isSameAsset({
      a: { chainId: 1, token: usdc },
      b: { chainId: 1, token: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
    }),
  ).toBe(false)
  expect(isSameAsset({ a: { chainId: 1, token: 'USDC' }, b: { chainId: 1, token: 'USDC' } })).toBe(
    false,
  )
})
