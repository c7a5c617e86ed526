import type { OrderStorage } from '../storage/orderStorage.js'

/** A token of a trade's side, as the remembered order names it. */
export type TradeToken = { chainId: number; symbol: string; decimals: number }

export type RememberTradeOrderParameters = {
  storage: Pick<OrderStorage, 'remember' | 'claimDeposit'>
  depositor: string
  orderId: string
  /** Unix time the order was made (v2: the build's; v1: the submit's, in milliseconds as before). */
  createdAt: number
  from: TradeToken
  to: TradeToken
  interface: 'v2' | 'v1'
}

/**
 * The last part of every trade: the order remembered in this browser for its depositor, so the
 * history lists it and a reload follows it again. A v1 order is remembered once its deposit left
 * (v1 creates orders at the submit), so its deposit is marked as sent with it; a v2 order is
 * remembered at its build, and its deposit is marked by the plan's ledger when it leaves.
 */
export function rememberTradeOrder(parameters: RememberTradeOrderParameters) {
  const { storage, depositor, orderId, from, to } = parameters
  storage.remember(depositor, {
    orderId,
    createdAt: parameters.createdAt,
    srcChainId: from.chainId,
    dstChainId: to.chainId,
    summary: `${from.symbol} → ${to.symbol}`,
    decimals: { src: from.decimals, dst: to.decimals },
    // v1 tokens may be outside `/v2/params`: their symbols are kept for display.
    ...(parameters.interface === 'v1'
      ? { symbols: { src: from.symbol, dst: to.symbol }, interface: 'v1' as const }
      : {}),
  })
  if (parameters.interface === 'v1') storage.claimDeposit(orderId)
}
