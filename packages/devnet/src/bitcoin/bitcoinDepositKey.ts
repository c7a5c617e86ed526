import { type BitcoinDevnetKey, bitcoinKeyFor } from './bitcoinKeys.js'

/**
 * The key of a v1 order's Bitcoin deposit address, derived from its engine order id: one
 * address per order, so the deposit needs no memo, and the service can spend it (a refund, a
 * wrong amount sent back) without storing a key.
 */
export const bitcoinDepositKeyOf = (engineOrderId: string): BitcoinDevnetKey =>
  bitcoinKeyFor(`deposit|${engineOrderId.toLowerCase()}`)
