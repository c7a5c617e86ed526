import type { WalletMenuMessages } from '../i18n/walletMenuEn.js'
import { walletErrorKind } from '../swap/walletErrorKind.js'

type CodeLike = { code?: unknown; cause?: unknown }

/** EIP-1193's "resource unavailable": a locked wallet, or one already showing a request. */
function isLockedOrBusy(error: unknown) {
  let current = error as CodeLike | undefined
  for (let depth = 0; current && typeof current === 'object' && depth < 10; depth++) {
    if (current.code === -32002) return true
    current = current.cause as CodeLike | undefined
  }
  return false
}

/** Why connecting `name` failed, in the user's words. */
export function connectErrorMessage(parameters: {
  error: unknown
  name: string
  t: WalletMenuMessages
}): string {
  const { error, name, t } = parameters
  if (walletErrorKind(error) === 'rejected') return t.rejected
  if (isLockedOrBusy(error)) return t.locked
  return t.failed(name)
}
