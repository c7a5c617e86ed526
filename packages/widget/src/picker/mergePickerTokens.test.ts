import type { TokenEntry } from '@ferry/order-api'
import type { V1Token } from '@ferry/order-api/v1'
import { expect, test } from 'vitest'
import { groupByChain } from './groupByChain.js'
import { mergePickerTokens } from './mergePickerTokens.js'
import { pickerTokenKey } from './pickerTokenKey.js'

const usdcBaseChecksum = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const v2Usdc: TokenEntry = {
  chainId: 8453,
  token: usdcBaseChecksum,
  symbol: 'USDC',
  decimals: 6,
  depositFee: '10000',
  withdrawFee: '5000',
}
const v1 = (
  token: Partial<V1Token> & Pick<V1Token, 'chainId' | 'address' | 'symbol'>,
): V1Token => ({
  name: token.symbol,
  decimals: 18,
  logoURI: `/v1/token-logos/${token.symbol}.svg`,
  ...token,
})

test('the same chain and address in any case is one token: the v2 entry, with the v1 logo, name and price', () => {
  const merged = mergePickerTokens({
    v2Tokens: [v2Usdc],
    v1Lists: [
      [
        v1({
          chainId: 8453,
          address: usdcBaseChecksum.toLowerCase(),
          symbol: 'USDC',
          name: 'USD Coin',
          decimals: 6,
          extensions: { price: { usd: '0.9998', provider: 'oracle' } },
        }),
      ],
    ],
  })
  expect(merged).toEqual([
    {
      ...v2Usdc,
      name: 'USD Coin',
      logoURI: '/v1/token-logos/USDC.svg',
      priceUsd: '0.9998',
    },
  ])
})

test('a token only v1 lists enters once, however many lists name it and in whichever native form', () => {
  const eth = v1({
    chainId: 42161,
    address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    symbol: 'ETH',
  })
  const merged = mergePickerTokens({
    v2Tokens: [v2Usdc],
    v1Lists: [
      undefined,
      [eth],
      [
        {
          ...eth,
          address: '0x0000000000000000000000000000000000000000',
          extensions: { price: { usd: '3000', provider: 'p' } },
        },
      ],
    ],
  })
  expect(merged.map(pickerTokenKey)).toEqual([
    `8453:${usdcBaseChecksum.toLowerCase()}`,
    '42161:native',
  ])
  // The first listing keeps its address; the later one adds the price it lacked.
  expect(merged[1]).toMatchObject({ token: eth.address, priceUsd: '3000', depositFee: '0' })
})

test('base58 addresses keep their case: two tokens differing only in case stay two', () => {
  const merged = mergePickerTokens({
    v2Tokens: [],
    v1Lists: [
      [
        v1({ chainId: 728126428, address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', symbol: 'A' }),
        v1({ chainId: 728126428, address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAebf', symbol: 'B' }),
      ],
    ],
  })
  expect(merged).toHaveLength(2)
})

test('groups keep the order chains first appear in, held tokens first inside a chain', () => {
  const tokens = mergePickerTokens({
    v2Tokens: [v2Usdc],
    v1Lists: [
      [
        v1({
          chainId: 42161,
          address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
          symbol: 'ETH',
        }),
        v1({ chainId: 8453, address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', symbol: 'ETH' }),
      ],
    ],
  })
  const groups = groupByChain({
    tokens,
    held: (token) => token.symbol === 'ETH' && token.chainId === 8453,
  })
  expect(groups.map((group) => [group.chainId, group.tokens.map((token) => token.symbol)])).toEqual(
    [
      [8453, ['ETH', 'USDC']],
      [42161, ['ETH']],
    ],
  )
})
