import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import {
  baseChain,
  bitcoinChain,
  contractCallPlan,
  ethOnBase,
  evmTxHash,
  nativeRoute,
  quoteId,
  quoteResponse,
  transferPlan,
  tronRoute,
  usdcBase,
  usdcWithBalance,
  wallet,
  walletOrderId,
} from '../../../test/v1/fixtures.js'
import { v1BuildRequestSchema, v1DepositPlanSchema } from './build.js'
import { v1ChainListSchema } from './chain.js'
import {
  v1QuoteQuerySchema,
  v1QuoteRequestSchema,
  v1QuoteResponseSchema,
  v1QuoteStreamLineSchema,
  v1RouteSchema,
} from './quote.js'
import { v1SubmitRequestSchema, v1SubmitResponseSchema } from './submit.js'
import { isV1NativeToken, v1TokenListSchema, v1TokenSearchResponseSchema } from './token.js'

const issuesOf = (result: { success: boolean; error?: z.core.$ZodError }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

describe('tokens and chains', () => {
  test('a token parses with its price kept as a decimal string and its balance as a bigint', () => {
    const [eth, usdc] = v1TokenListSchema.parse([ethOnBase, usdcWithBalance])
    expect(eth?.extensions?.price?.usd).toBe('3120.551234567890123')
    expect(usdc?.extensions?.balance).toBe(2_500_000n)
    expect(v1TokenSearchResponseSchema.parse({ data: [ethOnBase] }).data).toHaveLength(1)
  })

  test('every native token form is recognised', () => {
    for (const address of [
      '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
      '0x0000000000000000000000000000000000000000',
      '11111111111111111111111111111111',
    ])
      expect(isV1NativeToken(address)).toBe(true)
    expect(isV1NativeToken(usdcBase)).toBe(false)
  })

  test('chains of every type parse; extra EVM fields are kept, explorers are optional', () => {
    const [base, bitcoin] = v1ChainListSchema.parse([baseChain, bitcoinChain])
    expect(base).toMatchObject({ blockTime: 2000 })
    expect(bitcoin?.rpcUrls.default.http).toEqual([])
    expect(bitcoin?.blockExplorers).toBeUndefined()
    expect(v1ChainListSchema.safeParse([{ ...baseChain, type: 'cosmos' }]).success).toBe(false)
  })
})

describe('quotes', () => {
  test('the response decodes amounts to bigints and encodes them back to the same wire JSON', () => {
    const parsed = v1QuoteResponseSchema.parse({ quoteId, routes: [nativeRoute, tronRoute] })
    expect(parsed.routes[0]?.quote.amountIn).toBe(100_000_000n)
    expect(parsed.routes[0]?.quote.estimatedGas).toBe(21_000_000_000_000n)
    expect(parsed.routes[1]?.quote.tronUsdtFees?.energyFeeUsdt18).toBe(2_500_000_000_000_000_000n)
    expect(parsed.routes[1]?.quote.activationFee).toMatchObject({
      required: true,
      amounts: { usdt: '1000000' },
    })
    expect(z.encode(v1QuoteResponseSchema, parsed)).toEqual({
      quoteId,
      routes: [nativeRoute, tronRoute],
    })
  })

  test('no serving route is a valid empty answer', () => {
    expect(v1QuoteResponseSchema.parse(quoteResponse).routes).toHaveLength(1)
    expect(v1QuoteResponseSchema.parse({ quoteId, routes: [] }).routes).toEqual([])
  })

  test('a route with an amount as a JSON number or a decimal point is refused', () => {
    expect(
      v1RouteSchema.safeParse({
        ...nativeRoute,
        quote: { ...nativeRoute.quote, amountOut: 99850000 },
      }).success,
    ).toBe(false)
    expect(
      v1RouteSchema.safeParse({
        ...nativeRoute,
        quote: { ...nativeRoute.quote, amountOut: '99.5' },
      }).success,
    ).toBe(false)
    expect(v1RouteSchema.safeParse({ ...nativeRoute, routeId: 'native' }).success).toBe(false)
  })

  test('a stream line is a route with the quote id', () => {
    expect(v1QuoteStreamLineSchema.parse({ quoteId, ...nativeRoute }).routeId).toBe('Native')
    expect(v1QuoteStreamLineSchema.safeParse(nativeRoute).success).toBe(false)
  })

  const request = {
    tradeType: 'EXACT_INPUT',
    fromChainId: 8453,
    fromToken: usdcBase,
    toChainId: 20011000000,
    toToken: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    amount: '100000000',
    fromAddress: wallet,
    recipient: 'So11111111111111111111111111111111111111112',
  }

  test('the request amount accepts decimal or 0x hex and encodes as decimal', () => {
    const hex = v1QuoteRequestSchema.parse({ ...request, amount: '0x5f5e100' })
    expect(hex.amount).toBe(100_000_000n)
    expect(z.encode(v1QuoteRequestSchema, hex).amount).toBe('100000000')
  })

  test.each([
    ['a zero amount', { amount: '0' }, 'amount'],
    ['a zero hex amount', { amount: '0x0' }, 'amount'],
    ['a numeric amount', { amount: 100 }, 'amount'],
    ['a negative amount', { amount: '-1' }, 'amount'],
    ['a decimal-point amount', { amount: '1.5' }, 'amount'],
    ['a word for an amount', { amount: 'ten' }, 'amount'],
    ['an amount with spaces', { amount: ' 10' }, 'amount'],
    ['a lowercase trade type', { tradeType: 'exact_input' }, 'tradeType'],
    ['a referrer fee without referrer', { referrerFeeBps: 30 }, 'referrer'],
    ['a fee of 10 000 bps', { referrerFeeBps: 10_000, referrer: wallet }, 'referrerFeeBps'],
    ['a non-EVM filler', { filler: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }, 'filler'],
    ['a malformed fromAddress', { fromAddress: '0x1234' }, 'fromAddress'],
    ['an unknown deposit method', { depositMethods: ['WIRE'] }, 'depositMethods.0'],
  ])('the request refuses %s', (_, change, field) => {
    const result = v1QuoteRequestSchema.safeParse({ ...request, ...change })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field)
  })

  test('the query takes mode=stream and case-sensitive route ids', () => {
    expect(v1QuoteQuerySchema.parse({ mode: 'stream', routes: 'Native,ExternalC' })).toEqual({
      mode: 'stream',
      routes: ['Native', 'ExternalC'],
    })
    expect(v1QuoteQuerySchema.safeParse({ routes: 'native' }).success).toBe(false)
    expect(v1QuoteQuerySchema.safeParse({ mode: 'json' }).success).toBe(false)
  })
})

describe('builds', () => {
  test('a contract-call plan keeps its wallet actions as given', () => {
    const plan = v1DepositPlanSchema.parse(contractCallPlan)
    expect(plan.kind).toBe('CONTRACT_CALL')
    expect(z.encode(v1DepositPlanSchema, plan)).toEqual(contractCallPlan)
  })

  test('a transfer plan parses its exact amount to a bigint', () => {
    const plan = v1DepositPlanSchema.parse(transferPlan)
    expect(plan.kind === 'TRANSFER' && plan.amount).toBe(50_000_000n)
  })

  test('a Solana action carries base64, an unknown action type or kind is refused', () => {
    const solana = {
      kind: 'CONTRACT_CALL',
      approvals: [{ type: 'solana_sendTransaction', transaction: 'AQID', deposit: true }],
      buildId: 'b-1',
    }
    expect(v1DepositPlanSchema.parse(solana).kind).toBe('CONTRACT_CALL')
    const notBase64 = {
      ...solana,
      approvals: [{ type: 'solana_sendTransaction', transaction: '%%%' }],
    }
    expect(v1DepositPlanSchema.safeParse(notBase64).success).toBe(false)
    expect(
      v1DepositPlanSchema.safeParse({ ...solana, approvals: [{ type: 'eth_sign' }] }).success,
    ).toBe(false)
    expect(v1DepositPlanSchema.safeParse({ ...transferPlan, kind: 'PERMIT2' }).success).toBe(false)
  })

  test('an EVM request other than a chain switch or a transaction is refused', () => {
    const sign = {
      type: 'eip1193_request',
      request: { method: 'eth_sign', params: [wallet, '0x00'] },
    }
    expect(
      v1DepositPlanSchema.safeParse({ kind: 'CONTRACT_CALL', approvals: [sign] }).success,
    ).toBe(false)
  })

  test('a contract call needs from; a transfer without from needs recipient and refundTo', () => {
    const base = { quoteId, routeId: 'Native' }
    expect(
      issuesOf(v1BuildRequestSchema.safeParse({ ...base, depositMethod: 'CONTRACT_CALL' })),
    ).toEqual(['from: is required for CONTRACT_CALL'])
    expect(
      issuesOf(
        v1BuildRequestSchema.safeParse({ ...base, depositMethod: 'TRANSFER', recipient: wallet }),
      ),
    ).toEqual(['refundTo: is required for a transfer build without from'])
    expect(v1BuildRequestSchema.safeParse({ ...base, from: wallet }).success).toBe(true)
    expect(
      v1BuildRequestSchema.safeParse({ ...base, from: wallet, routeId: 'Other' }).success,
    ).toBe(false)
  })
})

/** A legacy Solana transaction: signatures, header, account keys, blockhash, instructions. */
function solanaWire(parameters: { signatures: number; signers?: number; padding?: number }) {
  const { signatures, signers = signatures, padding = 0 } = parameters
  return btoa(
    String.fromCharCode(
      signatures,
      ...new Array(64 * signatures).fill(7),
      signers,
      0,
      1,
      2,
      ...new Array(64).fill(9),
      ...new Array(32).fill(3),
      0,
      ...new Array(padding).fill(0),
    ),
  )
}

describe('submits', () => {
  const base = { quoteId, routeId: 'Native' }
  test('exactly one of txHash and signedTransaction', () => {
    expect(v1SubmitRequestSchema.safeParse({ ...base, txHash: evmTxHash }).success).toBe(true)
    expect(v1SubmitRequestSchema.safeParse({ ...base, signedTransaction: '0x02f8' }).success).toBe(
      true,
    )
    expect(
      v1SubmitRequestSchema.safeParse({ ...base, signedTransaction: solanaWire({ signatures: 1 }) })
        .success,
    ).toBe(true)
    expect(issuesOf(v1SubmitRequestSchema.safeParse(base))).toEqual([
      'txHash: send exactly one of txHash and signedTransaction',
    ])
    expect(
      issuesOf(
        v1SubmitRequestSchema.safeParse({
          ...base,
          txHash: evmTxHash,
          signedTransaction: '0x02f8',
        }),
      ),
    ).toEqual([
      'txHash: send exactly one of txHash and signedTransaction',
      'signedTransaction: send exactly one of txHash and signedTransaction',
    ])
    expect(v1SubmitRequestSchema.safeParse({ ...base, txHash: '0x1234' }).success).toBe(false)
    for (const signedTransaction of ['', '0x0', 'AgA', `0x${'ab'.repeat(70_000)}`])
      expect(v1SubmitRequestSchema.safeParse({ ...base, signedTransaction }).success).toBe(false)
  })

  test('base64 is a Solana transaction: signatures, then a message asking for as many signers', () => {
    const notATransaction = [
      'AgAB',
      'AAAA',
      solanaWire({ signatures: 2, signers: 1 }),
      solanaWire({ signatures: 1, padding: 1232 }),
    ]
    for (const signedTransaction of notATransaction)
      expect(issuesOf(v1SubmitRequestSchema.safeParse({ ...base, signedTransaction }))).toEqual([
        'signedTransaction: is base64 but not a serialized Solana transaction (signatures, then a message; at most 1232 bytes)',
      ])
    expect(
      v1SubmitRequestSchema.safeParse({ ...base, signedTransaction: solanaWire({ signatures: 2 }) })
        .success,
    ).toBe(true)
  })

  test('the response carries a wallet order id', () => {
    expect(
      v1SubmitResponseSchema.parse({ orderId: walletOrderId, txHash: evmTxHash }).orderId,
    ).toBe(walletOrderId)
    expect(
      v1SubmitResponseSchema.safeParse({ orderId: 'C0123456789ABCDEFGHIJKLMN', txHash: evmTxHash })
        .success,
    ).toBe(false)
  })
})
