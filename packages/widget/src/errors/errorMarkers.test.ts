import { BaseError } from '@ferry/order-api'
import { describe, expect, test } from 'vitest'
import { widgetErrorClasses } from '../../test/errorClasses.js'
import { ConfigUnavailableError, OriginRefusedError } from '../ferryConfig.js'
import { SignInError } from '../session/signInWithEthereum.js'
import {
  BuildAttemptUnknownError,
  BuildNotCreatedError,
  BuildOutcomeUnresolvedError,
  BuildUnfundableError,
  SwapError,
} from '../swap/buildOutcomeErrors.js'
import { V1RunError } from '../v1/V1RunError.js'

const classes = await widgetErrorClasses()

/** One instance of each of the widget's error classes; a class missing here fails the first test. */
const samples: Record<string, BaseError> = {
  SwapError: new SwapError('The quote expired'),
  BuildOutcomeUnresolvedError: new BuildOutcomeUnresolvedError({ buildAttemptId: 'a-1' }),
  BuildUnfundableError: new BuildUnfundableError({ orderId: '0x01' }),
  BuildNotCreatedError: new BuildNotCreatedError(),
  BuildAttemptUnknownError: new BuildAttemptUnknownError(),
  OriginRefusedError: new OriginRefusedError('https://shop.example', 'not in ALLOWED_ORIGINS'),
  ConfigUnavailableError: new ConfigUnavailableError(503),
  SignInError: new SignInError('The wallet refused'),
  V1RunError: new V1RunError({ reason: 'plan_expired', message: 'The plan expired' }),
}

test("every error class of the widget's source has a sample here", () => {
  expect([...classes.keys()].sort()).toEqual(Object.keys(samples).sort())
})

describe.each([...classes])('%s', (name, errorClass) => {
  test('isInstance answers for its own instances and for no sibling class', () => {
    for (const [sampleName, sample] of Object.entries(samples))
      expect([sampleName, errorClass.isInstance(sample)]).toEqual([sampleName, sampleName === name])
  })

  test('isInstance recognises a copy from another bundle by its global marker, not its name', () => {
    expect(errorClass.isInstance({ [Symbol.for(`ferry.error.${name}`)]: true })).toBe(true)
    expect(errorClass.isInstance({ name, message: 'same name, no marker' })).toBe(false)
  })

  test('is a BaseError for BaseError.isInstance', () => {
    expect(BaseError.isInstance(samples[name])).toBe(true)
  })
})
