import { chainFamily, isValidAddressForChain, requiredRecipients } from '@ferry/order-api'
import { v1ChainFamily } from '@ferry/order-api/v1/addresses'

/**
 * Chains only v1 serves whose addresses no EVM wallet has (Bitcoin, Solana): the user names the
 * address on them (a payout there, a refund for a deposit made there), checked by v1's rules.
 */
export const ownAddressChain = (chainId: number) => {
  const family = v1ChainFamily(chainId)
  return family === 'bitcoin' || family === 'solana'
}

export type RecipientRulesParameters = {
  srcChainId: number
  dstChainId: number
  /** The connected account has code on the source chain (a contract wallet). */
  depositorIsContract: boolean
}

export type RecipientRules = {
  payoutRequired: boolean
  refundRequired: boolean
}

/**
 * Which recipient fields a swap needs, by order-api's `requiredRecipients` (spec: Build request
 * fields and rules 8-9); TRON's activation is the recipient preflight's (checkRecipients).
 */
export function recipientRules({
  srcChainId,
  dstChainId,
  depositorIsContract,
}: RecipientRulesParameters): RecipientRules {
  const required = requiredRecipients({ srcChainId, dstChainId, depositorIsContract })
  return {
    payoutRequired: required.payoutAddr || ownAddressChain(dstChainId),
    refundRequired: required.refundAddr || ownAddressChain(srcChainId),
  }
}

export type RecipientErrorParameters = {
  chainId: number
  address: string
  required: boolean
  /**
   * v1's address rules (`isValidV1AddressForChain`), which load with the v1 code: Bitcoin's
   * checksums alone would add kilobytes to the first load. Needed for Bitcoin and Solana only.
   */
  isValidV1Address?: ((parameters: { chainId: number; address: string }) => boolean) | undefined
}

/** Why a recipient field's value cannot be used; the view words it in the user's locale. */
export type RecipientError =
  | 'required'
  | 'invalid_tron'
  | 'invalid_evm'
  | 'invalid_bitcoin'
  | 'invalid_solana'

/** The error of a recipient field, or undefined when the value is acceptable. */
export function recipientError({
  chainId,
  address,
  required,
  isValidV1Address,
}: RecipientErrorParameters): RecipientError | undefined {
  const value = address.trim()
  if (value === '') return required ? 'required' : undefined
  if (ownAddressChain(chainId)) {
    // Until the rules have loaded the field is not usable, but not wrong either (useRecipients).
    if (!isValidV1Address || isValidV1Address({ chainId, address: value })) return undefined
    return v1ChainFamily(chainId) === 'bitcoin' ? 'invalid_bitcoin' : 'invalid_solana'
  }
  if (isValidAddressForChain({ chainId, address: value })) return undefined
  return chainFamily(chainId) === 'tron' ? 'invalid_tron' : 'invalid_evm'
}
