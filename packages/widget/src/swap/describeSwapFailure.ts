import { isOrderApiError } from '@ferry/order-api'
import { shortMessageOf } from '../errors/shortMessageOf.js'
import type { Messages } from '../i18n/locales.js'
import {
  BuildAttemptUnknownError,
  BuildNotCreatedError,
  BuildOutcomeUnresolvedError,
  BuildUnfundableError,
  SwapError,
} from './buildOutcomeErrors.js'
import type { SwapNextStep } from './swapStatus.js'
import { walletErrorKind } from './walletErrorKind.js'

export type DescribeSwapFailureParameters = { error: unknown; messages: Messages }

/**
 * What to tell the user when a swap stops, and what to offer next. Errors are told apart by
 * their markers, so a second bundled copy of the swap code is recognised too.
 */
export function describeSwapFailure({ error, messages: t }: DescribeSwapFailureParameters): {
  message: string
  next?: SwapNextStep
} {
  if (BuildOutcomeUnresolvedError.isInstance(error))
    return {
      message: t.buildOutcome.unresolved,
      next: { kind: 'keep-checking', buildAttemptId: error.buildAttemptId },
    }
  if (BuildUnfundableError.isInstance(error))
    return { message: t.buildOutcome.unfundable, next: { kind: 'new-quote' } }
  if (BuildNotCreatedError.isInstance(error))
    return { message: t.buildOutcome.notCreated, next: { kind: 'try-again' } }
  if (BuildAttemptUnknownError.isInstance(error)) return { message: t.buildOutcome.unknownAttempt }
  // The widget's own failures and the BFF's are written for the user.
  if (SwapError.isInstance(error) || isOrderApiError(error))
    return { message: shortMessageOf(error) }
  // A wallet's or viem's text is never shown: it is English, technical, and may quote calldata.
  const kind = walletErrorKind(error)
  return { message: t.walletError[kind ?? 'unknown'] }
}
