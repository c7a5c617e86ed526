import {
  AmountError,
  BaseError,
  InvalidAddressError,
  isOrderApiError,
  OrderApiAbortedError,
  type OrderApiErrorKind,
  OrderApiNetworkError,
  OrderApiResponseError,
  OrderApiTimeoutError,
} from '@ferry/order-api'
import type { V1ApiError } from '@ferry/order-api/v1'
import { ConfigUnavailableError, OriginRefusedError } from '../ferryConfig.js'
import type { ErrorWords, NextStepKind } from '../i18n/errorWordsEn.js'
import type { FirstMessages, Messages } from '../i18n/locales.js'
import { withLaterWords } from '../i18n/useAllMessages.js'
import { SignInError } from '../session/signInWithEthereum.js'
import {
  BuildAttemptUnknownError,
  BuildNotCreatedError,
  BuildOutcomeUnresolvedError,
  BuildUnfundableError,
  SwapError,
} from '../swap/buildOutcomeErrors.js'
import type { SwapNextStep } from '../swap/swapStatus.js'
import { walletErrorKind } from '../swap/walletErrorKind.js'
import { TradeRunError, type TradeRunErrorReason } from '../trade/TradeRunError.js'
import { PlanMismatchError } from '../trade/verify/PlanMismatchError.js'
import { shortMessageOf } from './shortMessageOf.js'

// v1's classes are recognised by their markers alone: importing them would bring the v1 client
// into every chunk that describes an error.
const isMarked = (value: unknown, name: string) =>
  typeof value === 'object' && value !== null && Symbol.for(`ferry.error.${name}`) in value
const isV1ApiError = (value: unknown): value is V1ApiError => isMarked(value, 'V1ApiError')

export type DescribeErrorParameters = {
  error: unknown
  /** The form's catalog (wallet and build-outcome sentences); English's later words are added here. */
  messages: FirstMessages
  /** The error catalog of the same locale (`loadErrorWords(messages.locale)`). */
  words: ErrorWords
  /**
   * The caller asks again on its own (a quote the service told to retry with backoff): the next
   * step says so instead of asking the user to act.
   */
  retrying?: boolean
}

export type ErrorDescription = {
  /** What went wrong and what to do, in the user's language; never an error's raw text. */
  message: string
  /**
   * What went wrong, without the next step where the sentence can stand alone: for a caller that
   * offers its own next step (a quote's limit).
   */
  text: string
  /** The next step, also in words (the message already says it). */
  next: { kind: NextStepKind; words: string }
  /** The button offered beside the message, when there is one. */
  action?: SwapNextStep
}

type Said = { text: string; next: NextStepKind; action?: SwapNextStep; nextSaid?: true }

const buildRequestReasons: readonly string[] = [
  'needs_solana_wallet',
  'method_not_offered',
  'wallet_changed',
  'no_wallet_address',
] satisfies TradeRunErrorReason[]
const isBuildRequestReason = (reason: unknown): reason is TradeRunErrorReason =>
  typeof reason === 'string' && buildRequestReasons.includes(reason)

// The v1 run's reasons: the sentence (which already names the next step) and that step.
const runSaid = (reason: TradeRunErrorReason, run: ErrorWords['run']): Said => {
  switch (reason) {
    case 'needs_solana_wallet':
      return { text: run.needsSolanaWallet, next: 'other-route' }
    case 'needs_tron_wallet':
    case 'needs_bitcoin_wallet':
    case 'needs_evm_wallet':
      return { text: run.needsOtherWallet, next: 'other-route' }
    case 'native_balance_too_low':
      return { text: run.nativeTooLow, next: 'check-wallet' }
    case 'unsupported_step':
      return { text: run.unsupportedStep, next: 'other-route' }
    case 'method_not_offered':
      return { text: run.notOffered, next: 'other-route', nextSaid: true }
    case 'wallet_changed':
      return { text: run.walletChanged, next: 'check-wallet' }
    case 'no_wallet_address':
      return { text: run.noAddress, next: 'check-details', nextSaid: true }
    case 'plan_expired':
      return { text: run.planExpired, next: 'new-quote', nextSaid: true }
    case 'approval_failed':
      return { text: run.approvalFailed, next: 'try-again' }
    case 'deposit_reverted':
      return { text: run.depositReverted, next: 'try-again' }
    case 'batch_failed':
      return { text: run.batchFailed, next: 'try-again' }
    case 'batch_refused':
      return { text: run.batchRefused, next: 'try-again', nextSaid: true }
    case 'deposit_outcome_unknown':
      return { text: run.askedBefore, next: 'check-history', nextSaid: true }
    case 'bad_transfer_hash':
      return { text: run.badHash, next: 'check-details', nextSaid: true }
    default:
      // A switch to another chain, mixed fee fields, an action after the deposit: the plan is
      // refused before anything reaches the wallet.
      return { text: '', next: 'other-route' }
  }
}

/** The service's answer (v2 or v1) by kind: its own words where the kind has some. */
function serviceSaid(kind: string, words: ErrorWords): Said | undefined {
  const text = (words.service as Record<string, string>)[kind]
  if (text === undefined) return undefined
  const next: Record<string, NextStepKind> = {
    maintenance: 'try-later',
    rate_limited: 'try-later',
    quote_not_found: 'new-quote',
    quote_expired: 'new-quote',
    cannot_fill: 'other-route',
    broadcast_failed: 'try-again',
    deposit_recorded_failed: 'check-history',
    validation: 'check-details',
  }
  return { text, next: next[kind] ?? 'try-again' }
}

// What to do after each v2 answer (spec: Errors, By status, read for an end user).
const v2NextStep: Record<OrderApiErrorKind, NextStepKind> = {
  wrong_path: 'tell-site',
  validation: 'check-details',
  malformed_json: 'tell-site',
  unsupported_token: 'other-route',
  below_minimum: 'other-route',
  amount_too_small: 'other-route',
  terms_mismatch: 'new-quote',
  recipient_required: 'check-details',
  tron_account_not_activated: 'check-details',
  invalid_recipient: 'check-details',
  bad_request: 'check-details',
  missing_key: 'tell-site',
  unknown_key: 'tell-site',
  integrator_disabled: 'tell-site',
  integrator_misconfigured: 'tell-site',
  same_asset: 'other-route',
  order_not_found: 'check-history',
  not_found: 'try-again',
  too_large: 'other-route',
  terms_expired: 'new-quote',
  not_published: 'try-later',
  rate_limited: 'try-later',
  internal: 'try-again',
  deployment_unsupported: 'tell-site',
  chain_read_failed: 'try-again',
  cancel_rejected: 'check-history',
  maintenance: 'try-later',
  terms_unreadable: 'try-later',
  solver_unavailable: 'other-route',
  pricing_unavailable: 'try-later',
  degraded: 'try-later',
  service_unavailable: 'try-later',
  unknown: 'try-again',
}

function said(error: unknown, t: Messages, words: ErrorWords): Said | undefined {
  if (BuildOutcomeUnresolvedError.isInstance(error))
    return {
      text: t.buildOutcome.unresolved,
      next: 'check-history',
      nextSaid: true,
      action: { kind: 'keep-checking', buildAttemptId: error.buildAttemptId },
    }
  if (BuildUnfundableError.isInstance(error))
    return {
      text: t.buildOutcome.unfundable,
      next: 'new-quote',
      nextSaid: true,
      action: { kind: 'new-quote' },
    }
  if (BuildNotCreatedError.isInstance(error))
    return {
      text: t.buildOutcome.notCreated,
      next: 'try-again',
      nextSaid: true,
      action: { kind: 'try-again' },
    }
  if (BuildAttemptUnknownError.isInstance(error))
    return { text: t.buildOutcome.unknownAttempt, next: 'check-history', nextSaid: true }
  // The widget's own refusals are written for the user.
  if (SwapError.isInstance(error))
    return { text: shortMessageOf(error), next: 'try-again', nextSaid: true }
  // The BFF's message is English and for developers: the kind alone chooses the words.
  if (isOrderApiError(error)) return { text: words.v2[error.kind], next: v2NextStep[error.kind] }
  if (isV1ApiError(error))
    return serviceSaid(error.kind, words) ?? { text: words.serviceRefused, next: 'try-again' }
  // A plan that differs from the accepted trade: what differed; the site's backend is at fault.
  if (PlanMismatchError.isInstance(error))
    return { text: words.mismatch[error.field], next: 'tell-site' }
  if (TradeRunError.isInstance(error)) {
    const run = runSaid(error.reason, words.run)
    return run.text ? run : { ...run, text: words.unsafePlan }
  }
  if (isMarked(error, 'V1PlanError')) return { text: words.unsafePlan, next: 'other-route' }
  if (isMarked(error, 'V1RequestError')) {
    // The build request's refusals (order-api's v1BuildRequestFor) share the run's reasons.
    const reason = (error as { reason?: unknown }).reason
    return isBuildRequestReason(reason)
      ? runSaid(reason, words.run)
      : { text: words.request, next: 'check-details' }
  }
  if (OrderApiTimeoutError.isInstance(error)) return { text: words.timeout, next: 'try-again' }
  if (OrderApiNetworkError.isInstance(error)) return { text: words.network, next: 'try-again' }
  if (OrderApiAbortedError.isInstance(error)) return { text: words.aborted, next: 'try-again' }
  if (OrderApiResponseError.isInstance(error)) return { text: words.badResponse, next: 'try-later' }
  if (AmountError.isInstance(error)) return { text: words.amount, next: 'check-details' }
  if (InvalidAddressError.isInstance(error)) return { text: words.address, next: 'check-details' }
  if (OriginRefusedError.isInstance(error)) return { text: words.originRefused, next: 'tell-site' }
  if (ConfigUnavailableError.isInstance(error))
    return { text: words.configUnavailable, next: 'try-later' }
  if (SignInError.isInstance(error)) return { text: words.signIn, next: 'try-again' }
  return undefined
}

/**
 * The one describer of the widget: any error of order-api (v2 and v1), of the swap and v1 runs,
 * of the config and sign-in, and of wallets, as words and a next step in the user's language.
 * Errors are recognised by their markers, so a second bundled copy is recognised too; a Ferry
 * error wrapping another is described by the first known error in its causes.
 */
export function describeError({
  error,
  messages: firstMessages,
  words,
  retrying = false,
}: DescribeErrorParameters): ErrorDescription {
  const messages: Messages = withLaterWords(firstMessages)
  let known = said(error, messages, words)
  if (!known && BaseError.isInstance(error)) {
    const inner = error.walk((cause) => cause !== error && !!said(cause, messages, words))
    if (inner !== undefined) known = said(inner, messages, words)
  }
  if (!known) {
    // A wallet's or viem's text is never shown: it is English, technical, and may quote calldata.
    const kind = walletErrorKind(error)
    known = {
      text: messages.walletError[kind ?? 'unknown'],
      next: kind === 'rejected' ? 'try-again' : 'check-wallet',
      nextSaid: true,
    }
  }
  if (retrying)
    known = { text: known.text, next: 'retrying', ...(known.action && { action: known.action }) }
  const nextWords = words.next[known.next]
  return {
    message: known.nextSaid ? known.text : `${known.text} ${nextWords}`,
    text: known.text,
    next: { kind: known.next, words: nextWords },
    ...(known.action ? { action: known.action } : {}),
  }
}

// Beside describeError, not in a file of its own: the swap loads this module when it fails, and
// one more chunk would be one more name in the first load's preload map.
/**
 * A swap's failure in words (`describeError`), with the field of a plan refused before the wallet
 * opened (verifyPlan), which the host hears of as `plan-refused`. Loaded with the words, when a
 * swap fails: the form's first load carries neither.
 */
export function describeSwapFailure(parameters: DescribeErrorParameters) {
  const { error } = parameters
  return {
    ...describeError(parameters),
    refusedField: PlanMismatchError.isInstance(error) ? error.field : undefined,
  }
}
