import { v1TokenSchema } from '@ferry/order-api/v1'
import { expect, test } from 'vitest'
import { tokenEntryOfV1 } from './formToken.js'

test('a v1 token becomes a form token with its logo, name and USD price, and no v2 fees', () => {
  const eth = v1TokenSchema.parse({
    chainId: 42161,
    address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
    logoURI: 'https://logos.example/eth.png',
    extensions: { price: { usd: '3012.55', provider: 'coingecko' } },
  })
  expect(tokenEntryOfV1(eth)).toEqual({
    chainId: 42161,
    token: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    symbol: 'ETH',
    decimals: 18,
    depositFee: '0',
    withdrawFee: '0',
    name: 'Ether',
    logoURI: 'https://logos.example/eth.png',
    priceUsd: '3012.55',
  })
})

test('a v1 token without a price has no priceUsd field at all', () => {
  const token = v1TokenSchema.parse({
    chainId: 8453,
    address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    logoURI: '',
  })
  expect('priceUsd' in tokenEntryOfV1(token)).toBe(false)
})
