import {
  awaitingDepositState,
  type BuildRequest,
  isSameAddress,
  type OrderClient,
  type OrderRecord,
} from '@ferry/order-api'

const pageSize = 200

export type TradeOrdersParameters = {
  upstream: OrderClient
  request: BuildRequest
  /** Pages of 200 to read at most (the list is newest first). Default 5. */
  maxPages?: number
}

/** Whether `order` is the trade `request` asks for (same chains, tokens and amount). */
export function isSameTrade(order: OrderRecord, request: BuildRequest): boolean {
  return (
    order.srcChainId === request.srcToken.chainId &&
    order.dstChainId === request.dstToken.chainId &&
    order.srcAmountSpoke === request.amount &&
    isSameAddress({ chainId: order.srcChainId, a: order.srcToken, b: request.srcToken.token }) &&
    isSameAddress({ chainId: order.dstChainId, a: order.dstToken, b: request.dstToken.token })
  )
}

/** The depositor's orders awaiting deposit for the trade of `request`, as the service lists them. */
export async function tradeOrders({
  upstream,
  request,
  maxPages = 5,
}: TradeOrdersParameters): Promise<OrderRecord[]> {
  const found: OrderRecord[] = []
  let pages = 0
  for await (const page of upstream.listOrderPages({
    depositor: request.depositor,
    state: awaitingDepositState,
    limit: pageSize,
  })) {
    found.push(...page.orders.filter((order) => isSameTrade(order, request)))
    // A short page is the last one: no second call just to read an empty page.
    if (page.orders.length < pageSize || ++pages >= maxPages) break
  }
  return found
}
