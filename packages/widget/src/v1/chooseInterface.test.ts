import { OrderApiError } from '@ferry/order-api'
import { describe, expect, it } from 'vitest'
import { chooseInterface, type InterfaceChoice, v2SizeRefusalOf } from './chooseInterface.js'

const usdcEth = { chainId: 1, token: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' }
const usdcEthChecksum = { chainId: 1, token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }
const usdcBase = { chainId: 8453, token: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913' }
const tronUsdt = { chainId: 728126428, token: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }
// The same TRON token written as hex41, the other form v2 may list.
const tronUsdtHex = { chainId: 728126428, token: '41a614f803b6fd780986a42c78ec9c7f77e6ded13c' }
const ethNative = { chainId: 1, token: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' }
const ethZero = { chainId: 1, token: '0x0000000000000000000000000000000000000000' }
const pepeEth = { chainId: 1, token: '0x6982508145454ce325ddbe47a25d4ec3d2311933' }
const usdcOptimism = { chainId: 10, token: '0x0b2c639c533813f4aa9d7837caf62653d097ff85' }
const trx = { chainId: 728126428, token: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb' }
const sol = { chainId: 20011000000, token: '11111111111111111111111111111111' }

const v2Params = { tokens: [usdcEthChecksum, usdcBase, tronUsdtHex] }

const routeError = (status: number, error: string, detail?: Record<string, string>) =>
  new OrderApiError({
    status,
    body: { error, ...(detail ? { detail } : {}) },
    requestId: undefined,
    operation: 'quote',
  })
const tooSmall = routeError(400, 'Requested amount is below what the solver will fill', {
  minSrcAmount: '5000000',
})
const atFlatFee = routeError(
  400,
  'Deposit is at or below the flat fee, so nothing would be published',
  {
    minSrcAmount: '1000000',
  },
)
const tooLarge = routeError(409, 'Requested amount exceeds what the solver can fill', {
  maxSrcAmount: '900000000000',
})
const tooLargeOut = routeError(409, 'Requested amount exceeds what the solver can fill', {
  maxOutcomeAmount: '800000000000',
})
const solverAway = routeError(503, 'The solver cannot serve this direction right now')
const rateLimited = new OrderApiError({
  status: 429,
  body: { error: 'Too many requests' },
  requestId: undefined,
  operation: 'quote',
})

type Case = [string, Parameters<typeof chooseInterface>[0], InterfaceChoice]
const cases: Case[] = [
  [
    'both listed in v2 (checksum against lowercase)',
    { from: usdcEth, to: usdcBase, v2Params },
    { interface: 'v2', reason: 'v2_lists_pair' },
  ],
  [
    'a TRON token listed in hex41 and asked in base58',
    { from: tronUsdt, to: usdcBase, v2Params },
    { interface: 'v2', reason: 'v2_lists_pair' },
  ],
  [
    'a native source token',
    { from: ethNative, to: usdcBase, v2Params },
    { interface: 'v1', reason: 'source_not_in_v2' },
  ],
  [
    'a volatile destination token',
    { from: usdcBase, to: pepeEth, v2Params },
    { interface: 'v1', reason: 'destination_not_in_v2' },
  ],
  [
    'a chain v2 does not serve on the destination',
    { from: usdcEth, to: usdcOptimism, v2Params },
    { interface: 'v1', reason: 'destination_not_in_v2' },
  ],
  [
    'an address v2 lists, but on another chain',
    { from: { chainId: 10, token: usdcEth.token }, to: usdcBase, v2Params },
    { interface: 'v1', reason: 'source_not_in_v2' },
  ],
  [
    'TRON native TRX to Solana',
    { from: trx, to: sol, v2Params },
    { interface: 'v1', reason: 'neither_in_v2' },
  ],
  [
    'the same token on both sides, written differently',
    { from: usdcEth, to: usdcEthChecksum, v2Params },
    { interface: 'none', reason: 'same_asset' },
  ],
  [
    'native ETH written as 0xeee… and as the zero address',
    { from: ethNative, to: ethZero, v2Params },
    { interface: 'none', reason: 'same_asset' },
  ],
  [
    'the same Solana token on both sides',
    { from: sol, to: { ...sol }, v2Params },
    { interface: 'none', reason: 'same_asset' },
  ],
  [
    'v2 refused the size as too small',
    { from: usdcEth, to: usdcBase, v2Params, v2Refusal: tooSmall },
    {
      interface: 'v1',
      reason: 'v2_refused_size',
      refusal: { kind: 'below_minimum', minSrcAmount: 5_000_000n },
    },
  ],
  [
    'v2 refused the size at the flat fee',
    { from: usdcEth, to: usdcBase, v2Params, v2Refusal: atFlatFee, v1Serves: true },
    {
      interface: 'v1',
      reason: 'v2_refused_size',
      refusal: { kind: 'below_minimum', minSrcAmount: 1_000_000n },
    },
  ],
  [
    'v2 refused the size as too large',
    { from: usdcEth, to: usdcBase, v2Params, v2Refusal: tooLarge, amount: 10n ** 12n },
    {
      interface: 'v1',
      reason: 'v2_refused_size',
      refusal: { kind: 'too_large', maxSrcAmount: 900_000_000_000n },
    },
  ],
  [
    'v2 refused the size and v1 had no route either',
    { from: usdcEth, to: usdcBase, v2Params, v2Refusal: tooLarge, v1Serves: false },
    {
      interface: 'v2',
      reason: 'v2_refused_size_v1_no_route',
      refusal: { kind: 'too_large', maxSrcAmount: 900_000_000_000n },
    },
  ],
  [
    'the amount now meets the minimum v2 named',
    { from: usdcEth, to: usdcBase, v2Params, v2Refusal: tooSmall, amount: 5_000_000n },
    { interface: 'v2', reason: 'v2_lists_pair' },
  ],
  [
    'the amount now fits under the maximum v2 named',
    { from: usdcEth, to: usdcBase, v2Params, v2Refusal: tooLarge, amount: 900_000_000_000n },
    { interface: 'v2', reason: 'v2_lists_pair' },
  ],
  [
    'a received amount over the maximum outcome',
    {
      from: usdcEth,
      to: usdcBase,
      v2Params,
      v2Refusal: tooLargeOut,
      amount: 800_000_000_001n,
      mode: 'exact_output',
    },
    {
      interface: 'v1',
      reason: 'v2_refused_size',
      refusal: { kind: 'too_large', maxOutcomeAmount: 800_000_000_000n },
    },
  ],
  [
    'a received amount is not compared with a minimum paid amount',
    {
      from: usdcEth,
      to: usdcBase,
      v2Params,
      v2Refusal: tooSmall,
      amount: 10n ** 12n,
      mode: 'exact_output',
    },
    {
      interface: 'v1',
      reason: 'v2_refused_size',
      refusal: { kind: 'below_minimum', minSrcAmount: 5_000_000n },
    },
  ],
  [
    'v2 could not serve the direction right now (not a size refusal)',
    { from: usdcEth, to: usdcBase, v2Params, v2Refusal: solverAway },
    { interface: 'v2', reason: 'v2_lists_pair' },
  ],
  [
    'v2 rate-limited the quote (not a size refusal)',
    { from: usdcEth, to: usdcBase, v2Params, v2Refusal: rateLimited },
    { interface: 'v2', reason: 'v2_lists_pair' },
  ],
  [
    'a network failure (not a size refusal)',
    { from: usdcEth, to: usdcBase, v2Params, v2Refusal: new TypeError('fetch failed') },
    { interface: 'v2', reason: 'v2_lists_pair' },
  ],
]

describe('chooseInterface', () => {
  it.each(cases)('%s', (_name, parameters, expected) => {
    expect(chooseInterface(parameters)).toEqual(expected)
  })

  it('reads an empty v2 token list as v2 serving nothing', () => {
    expect(chooseInterface({ from: usdcEth, to: usdcBase, v2Params: { tokens: [] } })).toEqual({
      interface: 'v1',
      reason: 'neither_in_v2',
    })
  })
})

describe('v2SizeRefusalOf', () => {
  it('takes only quote errors: a build 409 (terms expired) is not a size refusal', () => {
    const buildConflict = new OrderApiError({
      status: 409,
      body: { error: 'Quoted terms expired at 1' },
      requestId: undefined,
      operation: 'build',
    })
    expect(v2SizeRefusalOf(buildConflict)).toBeUndefined()
  })

  it('keeps a refusal without figures', () => {
    expect(
      v2SizeRefusalOf(routeError(400, 'Computed publishedOutcome is zero - amount too small')),
    ).toEqual({ kind: 'amount_too_small' })
  })

  it('ignores a plain object that only looks like an API error', () => {
    expect(v2SizeRefusalOf({ kind: 'too_large', operation: 'quote' })).toBeUndefined()
  })
})
