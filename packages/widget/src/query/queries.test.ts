import { describe, expect, it } from 'vitest'
import { wallet } from '../../test/v1/v1Fixtures.js'
import { ferryKeys } from './queries.js'

describe('query keys', () => {
  it('start with ferry, v1 and name one EVM wallet or chain set in any form', () => {
    const bffUrl = 'https://bff.example'
    expect(ferryKeys.v1.chains(bffUrl).slice(0, 2)).toEqual(['ferry', 'v1'])
    expect(
      ferryKeys.v1.balances(bffUrl, wallet.toUpperCase().replace('0X', '0x'), [8453, 1]),
    ).toEqual(ferryKeys.v1.balances(bffUrl, wallet, [1, 8453]))
    // Base58 addresses are case-sensitive: two spellings are two wallets.
    const solana = 'So11111111111111111111111111111111111111112'
    expect(ferryKeys.v1.balances(bffUrl, solana)).not.toEqual(
      ferryKeys.v1.balances(bffUrl, solana.toLowerCase()),
    )
  })
})
