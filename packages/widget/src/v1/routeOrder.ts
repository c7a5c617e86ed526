import type { V1RouteOption } from './v1RouteOption.js'

/** How the route list is ordered: the weighed best, or one criterion alone. */
export type RouteSort = 'best' | 'received' | 'fastest' | 'cost'

export type RouteTradeType = 'EXACT_INPUT' | 'EXACT_OUTPUT'

/**
 * What a minute of waiting is worth against the amount: 0.1 % of it (10 basis points). A route
 * expected to take 15 minutes longer than the fastest counts 1.5 % less, so it must give about
 * 1.52 % more (or, in exact output, ask 1.5 % less) to be called best. Stated in the widget
 * README ("Routes").
 */
export const WAIT_BPS_PER_MINUTE = 10

// Basis points over a minute, so that a second of waiting is a whole number of units.
const WHOLE = 10_000n * 60n
const PER_SECOND = BigInt(WAIT_BPS_PER_MINUTE)

export const compareBigint = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Negative when `a` is worth more than `b` once their waits are weighed: the amount received
 * less 0.1 % a minute beyond the fastest route (EXACT_INPUT), or the amount paid plus as much
 * (EXACT_OUTPUT). Cross-multiplied in whole units, so no rounding decides a close call.
 */
export function compareWeighed(parameters: {
  a: V1RouteOption
  b: V1RouteOption
  tradeType: RouteTradeType
  /** The fastest expected duration among the routes compared, in seconds. */
  fastestSeconds: number
}): number {
  const { a, b, tradeType, fastestSeconds } = parameters
  const wait = (route: V1RouteOption) =>
    BigInt(Math.max(0, Math.round(route.expectedDurationSeconds - fastestSeconds))) * PER_SECOND
  if (tradeType === 'EXACT_INPUT') {
    // A wait past 100 % of the amount leaves it worth nothing, not less than nothing.
    const worth = (route: V1RouteOption) =>
      route.amountOut * (WHOLE > wait(route) ? WHOLE - wait(route) : 0n)
    return compareBigint(worth(b), worth(a))
  }
  const cost = (route: V1RouteOption) => route.amountIn * (WHOLE + wait(route))
  return compareBigint(cost(a), cost(b))
}

/** What the amount alone says: the most received, or the least paid. */
export const compareAmount = (a: V1RouteOption, b: V1RouteOption, tradeType: RouteTradeType) =>
  tradeType === 'EXACT_INPUT'
    ? compareBigint(b.amountOut, a.amountOut)
    : compareBigint(a.amountIn, b.amountIn)

/** A route's total cost in USD as a number of micro-dollars, when its prices are known. */
export type RouteCostOf = (route: V1RouteOption) => bigint | undefined

/**
 * The routes in the order `sort` asks for. `best` weighs the wait against the amount
 * (compareWeighed); `received` is the amount alone; `fastest` the expected duration; `cost` the
 * total cost in USD (`costOf`; routes whose cost is unknown go last). Each falls back to the
 * weighed order, then to which route answered first.
 */
export function sortRoutes(parameters: {
  routes: readonly V1RouteOption[]
  sort: RouteSort
  tradeType: RouteTradeType
  costOf?: RouteCostOf
}): V1RouteOption[] {
  const { routes, sort, tradeType, costOf } = parameters
  const fastestSeconds = Math.min(...routes.map((route) => route.expectedDurationSeconds))
  const weighed = (a: V1RouteOption, b: V1RouteOption) =>
    compareWeighed({ a, b, tradeType, fastestSeconds })
  const first = (a: V1RouteOption, b: V1RouteOption): number => {
    if (sort === 'received') return compareAmount(a, b, tradeType)
    if (sort === 'fastest') return a.expectedDurationSeconds - b.expectedDurationSeconds
    if (sort === 'cost') {
      const costA = costOf?.(a)
      const costB = costOf?.(b)
      if (costA === undefined || costB === undefined)
        return Number(costA === undefined) - Number(costB === undefined)
      return compareBigint(costA, costB)
    }
    return 0
  }
  return [...routes].sort(
    (a, b) =>
      first(a, b) || weighed(a, b) || compareAmount(a, b, tradeType) || a.arrival - b.arrival,
  )
}
