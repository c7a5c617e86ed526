import { chainFamily } from './addresses/chainAddress.js'

export type RequiredRecipientsParameters = {
  srcChainId: number
  dstChainId: number
  /** The depositor is a contract wallet (has code on the source chain). */
  depositorIsContract?: boolean | undefined
}

export type RequiredRecipients = { payoutAddr: boolean; refundAddr: boolean }

/**
 * Which recipients a build must name (spec: Build request fields, rules 8-9): a TRON side has no
 * default (the depositor is an EVM address), and a contract-wallet depositor names both, since
 * its address may not be controlled on the other chain. The widget asks for these fields and the
 * devnet refuses a build without them.
 *
 * @example
 * requiredRecipients({ srcChainId: 8453, dstChainId: TRON_CHAIN_ID })
 * // { payoutAddr: true, refundAddr: false }
 */
export function requiredRecipients({
  srcChainId,
  dstChainId,
  depositorIsContract = false,
}: RequiredRecipientsParameters): RequiredRecipients {
  return {
    payoutAddr: chainFamily(dstChainId) === 'tron' || depositorIsContract,
    refundAddr: chainFamily(srcChainId) === 'tron' || depositorIsContract,
  }
}

/**
 * The service's refusal of a build that leaves out a required recipient (spec: Errors).
 *
 * @example
 * missingRecipientMessage({ field: 'payoutAddr', chainId: TRON_CHAIN_ID })
 * // 'payoutAddr is required for destination chain 728126428'
 */
export function missingRecipientMessage(parameters: {
  field: keyof RequiredRecipients
  chainId: number
}): string {
  const side = parameters.field === 'payoutAddr' ? 'destination' : 'source'
  return `${parameters.field} is required for ${side} chain ${parameters.chainId}`
}
