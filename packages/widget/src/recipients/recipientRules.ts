import { chainFamily, isValidAddressForChain, requiredRecipients } from '@ferry/order-api'

export type RecipientRulesParameters = {
  srcChainId: number
  dstChainId: number
  /** The connected account has code on the source chain (a contract wallet). */
  depositorIsContract: boolean
}

export type RecipientRules = {
  payoutRequired: boolean
  refundRequired: boolean
  /** Some recipient is on TRON, where only activated accounts can receive. */
  tronNote: boolean
}

/**
 * Which recipient fields a swap needs, by order-api's `requiredRecipients` (spec: Build request
 * fields and rules 8-9), and whether to show the note on TRON activation.
 */
export function recipientRules({
  srcChainId,
  dstChainId,
  depositorIsContract,
}: RecipientRulesParameters): RecipientRules {
  const required = requiredRecipients({ srcChainId, dstChainId, depositorIsContract })
  return {
    payoutRequired: required.payoutAddr,
    refundRequired: required.refundAddr,
    tronNote: chainFamily(srcChainId) === 'tron' || chainFamily(dstChainId) === 'tron',
  }
}

export type RecipientErrorParameters = {
  chainId: number
  address: string
  required: boolean
}

/** Why a recipient field's value cannot be used; the view words it in the user's locale. */
export type RecipientError = 'required' | 'invalid_tron' | 'invalid_evm'

/** The error of a recipient field, or undefined when the value is acceptable. */
export function recipientError({
  chainId,
  address,
  required,
}: RecipientErrorParameters): RecipientError | undefined {
  const value = address.trim()
  if (value === '') return required ? 'required' : undefined
  if (isValidAddressForChain({ chainId, address: value })) return undefined
  return chainFamily(chainId) === 'tron' ? 'invalid_tron' : 'invalid_evm'
}
