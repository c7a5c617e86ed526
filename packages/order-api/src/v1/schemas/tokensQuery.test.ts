import { describe, expect, test } from 'vitest'
import type * as z from 'zod/mini'
import { baseChain, usdcWithBalance, wallet } from '../../../test/v1/fixtures.js'
import { v1AutocompleteResponseSchema } from './autocomplete.js'
import {
  v1ErrorBodySchema,
  v1RateLimitErrorBodySchema,
  v1ValidationErrorBodySchema,
} from './errorBodies.js'
import {
  v1AutocompleteKeywordSchema,
  v1AutocompleteQuerySchema,
  v1BalancesAddressSchema,
  v1TokensQuerySchema,
} from './tokensQuery.js'

const _issuesOf = (result: { success: boolean; error?: z.core.$ZodError }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

describe('token queries and autocomplete', () => {
  test('chain ids are a comma-separated list', () => {
    expect(v1TokensQuerySchema.parse({ chainIds: '1,8453' }).chainIds).toEqual([1, 8453])
    expect(v1TokensQuerySchema.safeParse({ chainIds: '1,,2' }).success).toBe(false)
  })

  test('balances take every family but Stellar', () => {
    expect(v1BalancesAddressSchema.safeParse(wallet).success).toBe(true)
    expect(
      v1BalancesAddressSchema.safeParse('GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7')
        .success,
    ).toBe(false)
  })

  test('an autocomplete keyword is 1 to 64 characters and the limit 1 to 20', () => {
    expect(v1AutocompleteKeywordSchema.safeParse('x'.repeat(64)).success).toBe(true)
    expect(v1AutocompleteKeywordSchema.safeParse('x'.repeat(65)).success).toBe(false)
    expect(v1AutocompleteKeywordSchema.safeParse('').success).toBe(false)
    expect(v1AutocompleteQuerySchema.safeParse({ limit: '21' }).success).toBe(false)
  })

  test('an autocomplete answer parses with its parsed input and next slots', () => {
    const answer = {
      data: [
        {
          description: '100 USDC on Base',
          chain: baseChain,
          token: usdcWithBalance,
          amount: '100',
          usdAmount: '100.00',
        },
      ],
      parsed: { amount: '100', tokenQuery: 'usdc', chainQuery: 'base', hasOn: true },
      nextSlots: ['keyword'],
    }
    expect(v1AutocompleteResponseSchema.parse(answer).nextSlots).toEqual(['keyword'])
    expect(
      v1AutocompleteResponseSchema.safeParse({ ...answer, nextSlots: ['colour'] }).success,
    ).toBe(false)
  })
})

describe('error envelopes', () => {
  test('named, validation and rate-limit bodies', () => {
    expect(
      v1ErrorBodySchema.parse({ message: 'SystemMaintenance', name: 'MaintenanceException' }).name,
    ).toBe('MaintenanceException')
    expect(
      v1ValidationErrorBodySchema.parse({
        message: 'Validation failed',
        name: 'ValidationException',
        details: [{ field: 'amount', message: 'must be above zero', code: 'too_small' }],
      }).details,
    ).toHaveLength(1)
    expect(
      v1RateLimitErrorBodySchema.safeParse({ errorCode: 'RATE_LIMITED', message: 'slow down' })
        .success,
    ).toBe(true)
    expect(v1ErrorBodySchema.safeParse('Order not found').success).toBe(false)
  })
})
