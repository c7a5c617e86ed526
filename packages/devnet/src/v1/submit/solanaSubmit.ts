import { signatureOf } from '../../solana/createSolanaRuntime.js'
import { readSolanaDeposit } from '../../solana/readSolanaDeposit.js'
import { isSameSolanaAsset, solanaAssetOf } from '../../solana/solanaAssets.js'
import { decodeWireTransaction } from '../../solana/solanaWire.js'
import type { SolanaChain } from '../../solana/startSolanaChain.js'
import type { OrderRow } from '../../store/orderRow.js'
import { v1Error, v1ValidationError } from '../v1Wire.js'

export type SolanaBroadcast =
  | { ok: true; txHash: string }
  | { ok: false; status: 400; body: ReturnType<typeof v1Error> }

/**
 * Broadcasts a submit's `signedTransaction` on the devnet's Solana (v1 spec, PUT
 * /v1/deposit/submit: Solana sends base64 and the service broadcasts it). EVM hex is the wrong
 * format for the chain; bytes that are no transaction are a validation error of the field; a
 * transaction the chain refuses (balance, expired blockhash) is a `BroadcastException` with the
 * details hidden. One the chain has already executed is not sent again: its signature is the hash.
 */
export function broadcastOnSolana(parameters: {
  solana: SolanaChain
  signedTransaction: string
}): SolanaBroadcast {
  const { solana, signedTransaction } = parameters
  if (signedTransaction.startsWith('0x'))
    return {
      ok: false,
      status: 400,
      body: v1Error(
        'BadRequestException',
        'signedTransaction must be a base64 Solana transaction: the quote is funded on Solana',
      ),
    }
  let transaction: ReturnType<typeof decodeWireTransaction>
  try {
    transaction = decodeWireTransaction(signedTransaction, 'base64')
  } catch {
    return {
      ok: false,
      status: 400,
      body: v1ValidationError('signedTransaction', 'is not a serialized Solana transaction'),
    }
  }
  const signature = signatureOf(transaction)
  if (solana.runtime.transaction(signature)) return { ok: true, txHash: signature }
  const result = solana.runtime.send(transaction)
  if (!result.ok)
    return { ok: false, status: 400, body: v1Error('BroadcastException', 'Broadcast failed') }
  return { ok: true, txHash: result.record.signature }
}

/**
 * Whether the Solana transaction `txHash` is the deposit of `row`: executed, paying the order's
 * asset and exact amount into the deposit account with the order's id as memo.
 */
export function solanaDepositFound(parameters: {
  solana: SolanaChain
  row: OrderRow
  txHash: string
}): boolean {
  const { solana, row, txHash } = parameters
  const record = solana.runtime.transaction(txHash)
  if (!record) return false
  const deposit = readSolanaDeposit({ record, ...solana })
  const expected = solanaAssetOf({ chain: solana, token: row.srcToken })
  return (
    deposit !== undefined &&
    expected !== undefined &&
    deposit.memo === row.orderId &&
    isSameSolanaAsset(deposit.asset, expected) &&
    String(deposit.amount) === row.srcAmountSpoke
  )
}
