import { isSameAddress, TRON_CHAIN_ID } from '@ferry/order-api'

const evmShape = /^0x[0-9a-fA-F]{40}$/

/**
 * Whether two addresses name one account: EVM whatever the case, TRON in either written form,
 * any other family (Solana, Bitcoin) exactly as written.
 */
export function sameAddress(a: string, b: string): boolean {
  if (evmShape.test(a) && evmShape.test(b)) return a.toLowerCase() === b.toLowerCase()
  if (a === b) return true
  return isSameAddress({ chainId: TRON_CHAIN_ID, a, b })
}
