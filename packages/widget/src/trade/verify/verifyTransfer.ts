import { isValidAddressForChain } from '@ferry/order-api'
import type { Plan, TransferInstructions } from '../Plan.js'
import type { AcceptedTrade } from './AcceptedTrade.js'
import { PlanMismatchError, type PlanMismatchField } from './PlanMismatchError.js'
import { sameAddress } from './sameAddress.js'

/**
 * A deposit-address transfer against the accepted trade (spec v2: Build response, TRON source;
 * v1: Deposit plan, TRANSFER): the quote's token, chain and exact amount, to an address of the
 * source chain's family that is neither the token's contract nor one of the user's own
 * addresses, with a memo only where the chain's transfers carry one.
 */
export async function verifyTransfer(parameters: {
  plan: Plan
  accepted: AcceptedTrade
  index: number
  transfer: TransferInstructions
}) {
  const { plan, accepted, index, transfer } = parameters
  const { spend } = accepted.route
  const mismatch = (field: PlanMismatchField, expected: unknown, actual: unknown) => {
    throw new PlanMismatchError({
      field,
      step: index,
      expected: String(expected),
      actual: String(actual),
    })
  }
  if (transfer.chainId !== spend.chainId) mismatch('chain', spend.chainId, transfer.chainId)
  if (
    !(await isSameSourceToken({ plan, chainId: spend.chainId, a: transfer.token, b: spend.token }))
  )
    mismatch('token', spend.token, transfer.token)
  if (transfer.amount !== spend.amount) mismatch('amount', spend.amount, transfer.amount)
  const address = transfer.depositAddress
  if (!(await isAddressOfSource({ plan, chainId: spend.chainId, address })))
    mismatch('deposit_address', `an address of chain ${spend.chainId}`, address)
  const own = [accepted.depositor, accepted.recipient, accepted.refundTo, spend.token]
  if (own.some((mine) => mine !== undefined && sameAddress(mine, address)))
    mismatch('deposit_address', 'the service’s deposit address', address)
  // An ERC-20 or coin transfer on an EVM chain has no place for a memo: one the user is asked to
  // carry there cannot reach the service (spec v1: Deposit plan, memo).
  if (transfer.memo !== undefined && plan.family === 'evm')
    mismatch('memo', 'no memo on this chain', transfer.memo)
}

/** Whether `address` is one the source chain takes (v1 knows more families than v2). */
async function isAddressOfSource(parameters: { plan: Plan; chainId: number; address: string }) {
  const { plan, chainId, address } = parameters
  if (plan.interface === 'v2') return isValidAddressForChain({ chainId, address })
  // The v1 chunk is loaded already when a v1 plan runs: this import costs v2 nothing.
  const { isValidV1AddressForChain } = await import('@ferry/order-api/v1')
  return isValidV1AddressForChain({ chainId, address })
}

/**
 * Whether a transfer's token is the quote's: the same address, or on v1 the chain's coin in any
 * of its written forms, `BTC` included (spec v1: Deposit plan, TRANSFER: `token` is BTC on
 * Bitcoin while the quote names the coin by the native address).
 */
async function isSameSourceToken(parameters: {
  plan: Plan
  chainId: number
  a: string
  b: string
}) {
  const { plan, chainId, a, b } = parameters
  if (sameAddress(a, b)) return true
  if (plan.interface === 'v2') return false
  const { isV1NativeToken, V1_BITCOIN_CHAIN_ID } = await import('@ferry/order-api/v1')
  const isCoin = (token: string) =>
    isV1NativeToken(token) || (chainId === V1_BITCOIN_CHAIN_ID && token === 'BTC')
  return isCoin(a) && isCoin(b)
}
