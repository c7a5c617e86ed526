import { keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { bitcoinDepositKeyOf } from '../../bitcoin/bitcoinDepositKey.js'
import { createV1EngineRow } from '../v1EngineOrder.js'
import type { V1BuildRecord, V1StoredQuote, V1StoredRoute } from '../v1QuoteStore.js'
import type { V1TradingDeps } from '../v1TradingDeps.js'

/**
 * The plan of a Bitcoin source (TRANSFER_WITH_TX_HASH_SUBMIT): send exactly `amount` sats to the
 * order's own P2WPKH deposit address before `expiresAt`, then submit the txid. The address is
 * the order's alone, so no memo is needed. Writes the engine order, which watches the address.
 */
export async function bitcoinTransferPlan(parameters: {
  deps: V1TradingDeps
  quote: V1StoredQuote
  route: V1StoredRoute
  from: string | null
  recipient: string
  refundTo: string
  expiresAt: number
}): Promise<Pick<V1BuildRecord, 'engineOrderId' | 'depositAddressOrderId' | 'plan'>> {
  const { deps, quote, route, expiresAt } = parameters
  // A Bitcoin sender has no EVM account: the engine's order id comes from a stand-in depositor.
  const depositor = privateKeyToAccount(keccak256(toHex(`bitcoin-depositor|${quote.quoteId}`)))
  const row = createV1EngineRow({
    ...parameters,
    depositor: depositor.address,
    depositAddress: null,
    id: null,
  })
  const depositAddress = bitcoinDepositKeyOf(row.orderId).address
  await deps.store.insertOrder({ ...row, depositAddress })
  const plan = {
    kind: 'TRANSFER',
    depositAddress,
    amount: String(route.price.amountIn),
    // v1 spec, Deposit plan: the token of a Bitcoin transfer is `BTC`.
    token: 'BTC',
    chainId: quote.src.chainId,
    expiresAt,
    submitTxHashRequested: true,
  }
  return { engineOrderId: row.orderId, depositAddressOrderId: null, plan }
}
