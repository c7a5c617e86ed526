import { formatAmount } from '@ferry/order-api'
import type { V1RouteId } from '@ferry/order-api/v1'
import { useId, useState } from 'react'
import type { FormToken } from '../../catalog/formToken.js'
import { routeIconUrl } from '../../catalog/iconUrls.js'
import { PriceHold } from '../../components/PriceHold.js'
import { useV1Messages } from '../../i18n/useV1Messages.js'
import { formatUsdValue } from '../../picker/formatUsdValue.js'
import { type PricedToken, routeCostMicroUsd } from '../routeCost.js'
import { type RouteSort, sortRoutes } from '../routeOrder.js'
import { routeCountdown, type V1RouteOption } from '../streamRoutes.js'
import { V1RouteIcon } from './V1RouteIcon.js'

const sorts: readonly RouteSort[] = ['best', 'received', 'fastest', 'cost']

export type V1RouteListProps = {
  /** The BFF the route icons are read through. */
  bffUrl: string
  /** Best first. */
  routes: readonly V1RouteOption[]
  selected: V1RouteOption | undefined
  onPick: (routeId: V1RouteId) => void
  /** The side the user did not type: what each route gives (or asks). */
  shownSide: 'receive' | 'pay'
  token: Pick<FormToken, 'symbol' | 'decimals'>
  /** The source chain's native currency, in which the network fee is counted. */
  native: { symbol: string; decimals: number } | undefined
  /** USD prices from the catalog, for each route's worth and total cost. */
  prices: { pay: PricedToken; receive: PricedToken; native: string | undefined }
  status: 'streaming' | 'done' | 'failed' | 'aborted' | undefined
  nowSeconds: number
  disabled: boolean
  /**
   * The route is taken (a deposit address is shown): its price hold no longer counts, the
   * transfer's own deadline does, so the countdown goes.
   */
  taken?: boolean
}

/**
 * The v1 routes as an accessible radio group: each route's icon and name, what it gives and its
 * worth in USD, how long it takes, its network fee, its total cost in USD and tags, the best
 * marked and preselected; above, the order they are listed in (best, most received, fastest,
 * lowest cost: routeOrder); below, the chosen price's hold (PriceHold, as on v2) and the order's
 * deadline. With no route: "no route" when the stream ended empty (no route quotes the pair),
 * "could not be asked" when it failed before any answered.
 */
export function V1RouteList(props: V1RouteListProps) {
  const t = useV1Messages()
  const name = useId()
  const [sort, setSort] = useState<RouteSort>('best')
  const { selected, token, native, prices } = props
  const receiving = props.shownSide === 'receive'
  const amountText = (amount: bigint) =>
    `${t.formatNumber(formatAmount({ amount, decimals: token.decimals, maxFractionDigits: 6 }))} ${token.symbol}`
  const usdText = (amount: bigint, priced: PricedToken) =>
    formatUsdValue({ amount, ...priced, formatUsd: t.formatUsd })
  const nativePriced = native && { decimals: native.decimals, priceUsd: prices.native }
  const costOf = (route: V1RouteOption) =>
    routeCostMicroUsd({ route, pay: prices.pay, receive: prices.receive, native: nativePriced })
  const best = props.routes[0]?.routeId
  const routes = sortRoutes({
    routes: props.routes,
    sort,
    tradeType: receiving ? 'EXACT_INPUT' : 'EXACT_OUTPUT',
    costOf,
  })
  const countdown =
    selected && !props.taken
      ? routeCountdown({ route: selected, nowSeconds: props.nowSeconds })
      : undefined
  return (
    <fieldset className="ferry-v1-routes" disabled={props.disabled}>
      <legend>{t.v1.routes}</legend>
      {routes.length > 1 ? (
        <fieldset className="ferry-v1-route-meta">
          <legend className="ferry-sr">{t.v1.sortBy}</legend>
          {sorts.map((option) => (
            <button
              key={option}
              type="button"
              className={`ferry-v1-tag${option === sort ? ' ferry-v1-best' : ''}`}
              aria-pressed={option === sort}
              onClick={() => setSort(option)}
            >
              {option === 'best' ? t.v1.best : t.v1.sorts[option]}
            </button>
          ))}
        </fieldset>
      ) : null}
      {routes.length === 0 ? (
        <p className="ferry-note" aria-live="polite">
          {props.status === 'streaming'
            ? t.v1.searching
            : props.status === 'failed'
              ? t.v1.routesUnavailable
              : t.v1.noRoute}
        </p>
      ) : null}
      {routes.map((route) => {
        const cost = costOf(route)
        const shown = receiving ? route.amountOut : route.amountIn
        const worth = usdText(shown, receiving ? prices.receive : prices.pay)
        const feeWorth =
          route.networkFee !== undefined && nativePriced
            ? usdText(route.networkFee, nativePriced)
            : undefined
        return (
          <label key={route.routeId} className="ferry-v1-route" data-route={route.routeId}>
            <input
              type="radio"
              name={name}
              value={route.routeId}
              checked={selected?.routeId === route.routeId}
              onChange={() => props.onPick(route.routeId)}
            />
            <span className="ferry-v1-route-main">
              <span className="ferry-v1-route-name">
                <V1RouteIcon src={routeIconUrl(props.bffUrl, route.routeId)} name={route.routeId} />
                {route.routeId}
                {route.routeId === best ? (
                  <span className="ferry-v1-tag ferry-v1-best">{t.v1.best}</span>
                ) : null}
              </span>
              <span className="ferry-v1-route-amount">
                {receiving ? t.v1.receive : t.v1.pay} <strong>{amountText(shown)}</strong>
                {worth ? ` ${worth}` : null}
              </span>
              <span className="ferry-v1-route-meta">
                <span>{t.v1.duration(Math.round(route.expectedDurationSeconds / 60))}</span>
                {route.networkFee !== undefined && native ? (
                  <span>
                    {t.v1.networkFee}{' '}
                    {t.formatNumber(
                      formatAmount({
                        amount: route.networkFee,
                        decimals: native.decimals,
                        maxFractionDigits: 6,
                      }),
                    )}{' '}
                    {native.symbol}
                    {feeWorth ? ` ${feeWorth}` : null}
                  </span>
                ) : null}
                {cost === undefined ? null : (
                  <span data-testid="route-cost">
                    {t.v1.totalCost(
                      t.formatUsd(
                        formatAmount({ amount: cost, decimals: 6, maxFractionDigits: 2 }),
                      ),
                    )}
                  </span>
                )}
                {route.oneClick ? <span className="ferry-v1-tag">{t.v1.oneClick}</span> : null}
                {route.needsApproval ? (
                  <span className="ferry-v1-tag">{t.v1.needsApproval}</span>
                ) : null}
              </span>
            </span>
          </label>
        )
      })}
      {props.status === 'failed' && routes.length > 0 ? (
        <p className="ferry-note">{t.v1.streamFailed}</p>
      ) : null}
      {countdown ? (
        <div data-testid="v1-countdown">
          <PriceHold secondsLeft={countdown.secondsLeft} />
          <p className="ferry-note">{t.v1.deadline(t.formatDateTime(countdown.validBefore))}</p>
        </div>
      ) : null}
    </fieldset>
  )
}
