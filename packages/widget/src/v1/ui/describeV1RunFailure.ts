import type { V1Localized } from '../../i18n/useV1Messages.js'
import { walletErrorKind } from '../../swap/walletErrorKind.js'
import { TradeRunError } from '../../trade/TradeRunError.js'

/** A failed v1 swap in the user's words: the widget's refusals, then the wallet's failures. */
export function describeV1RunFailure(error: unknown, t: V1Localized): string {
  if (TradeRunError.isInstance(error)) {
    const { errors } = t.v1
    switch (error.reason) {
      case 'needs_solana_wallet':
        return t.v1.solana
      case 'plan_expired':
        return errors.planExpired
      case 'deposit_outcome_unknown':
        return errors.askedBefore
      case 'approval_failed':
        return errors.approvalFailed
      case 'deposit_reverted':
        return errors.depositReverted
      case 'method_not_offered':
        return errors.notOffered
      case 'wallet_changed':
        return errors.walletChanged
      case 'no_wallet_address':
        return errors.noAddress
      case 'bad_transfer_hash':
        return errors.badHash
      default:
        return errors.generic
    }
  }
  const kind = walletErrorKind(error)
  return kind ? t.walletError[kind] : t.v1.errors.generic
}
