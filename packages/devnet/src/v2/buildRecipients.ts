import {
  isValidAddressForChain,
  missingRecipientMessage,
  requiredRecipients,
  TRON_CHAIN_ID,
} from '@ferry/order-api'
import type { TronLedger } from '../tron/tronLedger.js'

/**
 * The recipient rules of a build that the spec answers with route errors, checked on the raw
 * body before the generic validation: a TRON side names its recipient, and a recipient must be
 * an address of its chain (spec: Build request fields).
 */
export function recipientFieldError(raw: Record<string, unknown> | null): string | undefined {
  const srcChainId = (raw?.srcToken as { chainId?: unknown } | undefined)?.chainId
  const dstChainId = (raw?.dstToken as { chainId?: unknown } | undefined)?.chainId
  if (typeof srcChainId === 'number' && typeof dstChainId === 'number') {
    const required = requiredRecipients({ srcChainId, dstChainId })
    if (required.payoutAddr && raw?.payoutAddr === undefined)
      return missingRecipientMessage({ field: 'payoutAddr', chainId: dstChainId })
    if (required.refundAddr && raw?.refundAddr === undefined)
      return missingRecipientMessage({ field: 'refundAddr', chainId: srcChainId })
  }
  for (const [field, chainId] of [
    ['payoutAddr', dstChainId],
    ['refundAddr', srcChainId],
  ] as const) {
    const address = raw?.[field]
    if (
      typeof address === 'string' &&
      typeof chainId === 'number' &&
      !isValidAddressForChain({ chainId, address })
    )
      return `Address ${address} is not a valid recipient on chain ${chainId}`
  }
  return undefined
}

/** A TRON recipient must be an activated account (spec: Build rule on TRON recipients). */
export function inactiveTronRecipientError(parameters: {
  tron: TronLedger
  recipients: { field: 'payoutAddr' | 'refundAddr'; address: string; chainId: number }[]
}): string | undefined {
  for (const { field, address, chainId } of parameters.recipients) {
    if (chainId === TRON_CHAIN_ID && !parameters.tron.isActivated(address))
      return `${field} is not an activated Tron account; send it TRX or a token once, then build again`
  }
  return undefined
}
