import { expect, test } from 'vitest'
import type { FormToken } from '../catalog/formToken.js'
import { groupByChain } from './groupByChain.js'
import { matchesTokenSearch } from './matchesTokenSearch.js'
import { tokenSearchRank } from './tokenSearchRank.js'

const token = (chainId: number, symbol: string, address: string, name = symbol): FormToken => ({
  chainId,
  token: address,
  symbol,
  name,
  decimals: 18,
  depositFee: '0',
  withdrawFee: '0',
})
const native = '0x0000000000000000000000000000000000000000'
// As the picker has them: the v2 tokens first, then the v1 catalog's.
const usdcEthereum = token(1, 'USDC', '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', 'USD Coin')
const ethEthereum = token(1, 'ETH', native, 'Ether')
const stethEthereum = token(
  1,
  'STETH',
  '0xae7ab96520de3a18e5e111b5eaab095312d7fe84',
  'Lido Staked Ether',
)
const wethArbitrum = token(
  42161,
  'WETH',
  '0x82af49447d8a07e3bd95bd0d56f35241523fbab1',
  'Wrapped Ether',
)
const ethArbitrum = token(42161, 'ETH', native, 'Ether')
const chainNames: Record<number, string> = { 1: 'Ethereum', 42161: 'Arbitrum One' }

/** The picker's search and ranking, as symbols in the order shown. */
function search(text: string, tokens: FormToken[]) {
  const found = tokens.filter((entry) =>
    matchesTokenSearch(text, entry, chainNames[entry.chainId]!),
  )
  return groupByChain({
    tokens: found,
    held: () => false,
    rank: (entry) => tokenSearchRank(text, entry),
  })
    .flatMap((group) => group.tokens)
    .map((entry) => `${entry.symbol}@${entry.chainId}`)
}

test('searching "eth" puts ETH above USDC (found by its chain, Ethereum) and above other symbols with "eth" in them', () => {
  const all = [usdcEthereum, stethEthereum, wethArbitrum, ethEthereum, ethArbitrum]
  expect(search('eth', all)).toEqual(['ETH@1', 'STETH@1', 'USDC@1', 'ETH@42161', 'WETH@42161'])
  expect(search('ETH', all)[0]).toBe('ETH@1')
})

test('the ranks: the symbol typed, a native token, a symbol with the text in it, the rest', () => {
  expect(tokenSearchRank('usdc', usdcEthereum)).toBe(0)
  expect(tokenSearchRank('ethereum', ethEthereum)).toBe(1)
  expect(tokenSearchRank('st', stethEthereum)).toBe(2)
  expect(tokenSearchRank('eth', stethEthereum)).toBe(2)
  expect(tokenSearchRank('ethereum', usdcEthereum)).toBe(3)
  // Any word of the search may be the symbol: "usdc ethereum" ranks USDC first.
  expect(tokenSearchRank('usdc ethereum', usdcEthereum)).toBe(0)
})

test('without a search every token ranks alike: the list keeps its order, held tokens first', () => {
  for (const entry of [usdcEthereum, ethEthereum, stethEthereum])
    expect(tokenSearchRank('  ', entry)).toBe(0)
  const groups = groupByChain({
    tokens: [usdcEthereum, ethEthereum, wethArbitrum, ethArbitrum],
    held: (entry) => entry === ethArbitrum,
    rank: (entry) => tokenSearchRank('', entry),
  })
  expect(groups.map((group) => group.tokens.map((entry) => entry.symbol))).toEqual([
    ['USDC', 'ETH'],
    ['ETH', 'WETH'],
  ])
})

test('a chain comes before another when its best token ranks higher; held tokens lead among equals', () => {
  const groups = groupByChain({
    tokens: [usdcEthereum, wethArbitrum, ethArbitrum],
    held: (entry) => entry === wethArbitrum,
    rank: (entry) => tokenSearchRank('eth', entry),
  })
  expect(groups.map((group) => group.chainId)).toEqual([42161, 1])
  expect(groups[0]!.tokens.map((entry) => entry.symbol)).toEqual(['ETH', 'WETH'])
})
