import type { V1DepositMethod, V1QuoteStreamLine, V1RouteId } from '@ferry/order-api/v1'

/** One route of a v1 quote as the route list shows it. */
export type V1RouteOption = {
  routeId: V1RouteId
  quoteId: string
  /** A path on the API host (the BFF serves it under `/api`). */
  icon: string
  amountIn: bigint
  amountOut: bigint
  expectedDurationSeconds: number
  /** `estimatedGas`: the whole network fee in the source chain's smallest native unit. */
  networkFee: bigint | undefined
  /** One transaction, no approval. */
  oneClick: boolean
  needsApproval: boolean
  depositMethods: readonly V1DepositMethod[]
  /** The price holds until then (Unix seconds): the countdown. */
  quoteExpiresAt: number
  /** The order's deadline (Unix seconds): shown as such. */
  validBefore: number
  /** 0 for the first route that answered. */
  arrival: number
  /** The line as the stream gave it, for the build. */
  line: V1QuoteStreamLine
}
