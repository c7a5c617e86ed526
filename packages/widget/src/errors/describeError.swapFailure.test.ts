import { expect, test } from 'vitest'
import { en } from '../i18n/en.js'
import { errorWordsEn } from '../i18n/errorWordsEn.js'
import { PlanMismatchError } from '../trade/verify/PlanMismatchError.js'
import { describeSwapFailure } from './describeError.js'

const describe = (error: unknown) =>
  describeSwapFailure({ error, messages: en, words: errorWordsEn })

test('a plan refused before the wallet opened names its field beside the words (the host hears plan-refused)', () => {
  const refused = describe(
    new PlanMismatchError({ field: 'spender', step: 0, expected: '0xa', actual: '0xb' }),
  )
  expect(refused.refusedField).toBe('spender')
  expect(refused.message).toContain(errorWordsEn.mismatch.spender)
})

test('any other failure names no field', () => {
  expect(describe(new Error('user rejected')).refusedField).toBeUndefined()
})
