import { expect, test } from 'vitest'
import { matchChains } from './matchChains.js'
import { v1ChainList } from './v1Chains.js'

const chains = v1ChainList({ localRpcUrls: {} })
const match = (query: string) => {
  const result = matchChains({ chains, query })
  return { ids: result.chains.map((chain) => chain.id), exact: result.exact }
}

test('a chain is named in full by its name, first word, alias or id', () => {
  expect(match('base')).toEqual({ ids: [8453], exact: true })
  expect(match('Arbitrum One')).toEqual({ ids: [42161], exact: true })
  expect(match('arbitrum')).toEqual({ ids: [42161], exact: true })
  expect(match('arb')).toEqual({ ids: [42161], exact: true })
  expect(match('eth')).toEqual({ ids: [1], exact: true })
  expect(match('mainnet')).toEqual({ ids: [1], exact: true })
  expect(match('bnb')).toEqual({ ids: [56], exact: true })
  expect(match('sol')).toEqual({ ids: [20011000000], exact: true })
  expect(match('0')).toEqual({ ids: [0], exact: true })
  expect(match('728126428')).toEqual({ ids: [728126428], exact: true })
})

test('a partial name matches every chain it starts, and is not a full name', () => {
  expect(match('ba')).toEqual({ ids: [8453], exact: false })
  expect(match('ar')).toEqual({ ids: [42161], exact: false })
  expect(match('b')).toEqual({ ids: [56, 8453, 80094, 0], exact: false })
  expect(match('nowhere')).toEqual({ ids: [], exact: false })
  expect(match('  ')).toEqual({ ids: [], exact: false })
})
