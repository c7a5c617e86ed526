import { shortMessageOf } from '../errors/shortMessageOf.js'
import type { Messages } from '../i18n/locales.js'
import { TradeRunError } from '../trade/TradeRunError.js'
import type { SwapNextStep } from './swapStatus.js'
import { walletErrorKind } from './walletErrorKind.js'

export type DescribeSwapFailureParameters = { error: unknown; messages: Messages }

/**
 * What to tell the user when a swap stops, and what to offer next. Errors are told apart by
 * name, so a second bundled copy of the swap code is recognised too.
 */
export function describeSwapFailure({ error, messages: t }: DescribeSwapFailureParameters): {
  message: string
  next?: SwapNextStep
} {
  // The executor's refusals are written for the user, like the widget's own SwapError.
  if (TradeRunError.isInstance(error)) return { message: shortMessageOf(error) }
  const failure = error as { name?: string; buildAttemptId?: string } | undefined
  switch (failure?.name) {
    case 'BuildOutcomeUnresolvedError':
      return {
        message: t.buildOutcome.unresolved,
        next: { kind: 'keep-checking', buildAttemptId: String(failure.buildAttemptId) },
      }
    case 'BuildUnfundableError':
      return { message: t.buildOutcome.unfundable, next: { kind: 'new-quote' } }
    case 'BuildNotCreatedError':
      return { message: t.buildOutcome.notCreated, next: { kind: 'try-again' } }
    case 'BuildAttemptUnknownError':
      return { message: t.buildOutcome.unknownAttempt }
    // The widget's own failures and the BFF's are written for the user.
    case 'SwapError':
    case 'OrderApiError':
      return { message: shortMessageOf(error) }
    default: {
      // A wallet's or viem's text is never shown: it is English, technical, and may quote calldata.
      const kind = walletErrorKind(error)
      return { message: t.walletError[kind ?? 'unknown'] }
    }
  }
}
