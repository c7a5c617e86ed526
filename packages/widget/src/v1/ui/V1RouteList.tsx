import { formatAmount } from '@ferry/order-api'
import type { V1RouteId } from '@ferry/order-api/v1'
import { useId } from 'react'
import type { FormToken } from '../../catalog/formToken.js'
import { routeIconUrl } from '../../catalog/iconUrls.js'
import { useV1Messages } from '../../i18n/useV1Messages.js'
import { routeCountdown, type V1RouteOption } from '../streamRoutes.js'
import { V1RouteIcon } from './V1RouteIcon.js'

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
 * The v1 routes as an accessible radio group: each route's icon and name, what it gives, how
 * long it takes, its network fee and tags, the best marked and preselected; below, the chosen
 * price's countdown and the order's deadline. With no route: "no route" when the stream ended
 * empty (no route quotes the pair), "could not be asked" when it failed before any answered.
 */
export function V1RouteList(props: V1RouteListProps) {
  const t = useV1Messages()
  const name = useId()
  const { routes, selected, token, native } = props
  const amountText = (amount: bigint) =>
    `${t.formatNumber(formatAmount({ amount, decimals: token.decimals, maxFractionDigits: 6 }))} ${token.symbol}`
  const countdown =
    selected && !props.taken
      ? routeCountdown({ route: selected, nowSeconds: props.nowSeconds })
      : undefined
  return (
    <fieldset className="ferry-v1-routes" disabled={props.disabled}>
      <legend>{t.v1.routes}</legend>
      {routes.length === 0 ? (
        <p className="ferry-note" aria-live="polite">
          {props.status === 'streaming'
            ? t.v1.searching
            : props.status === 'failed'
              ? t.v1.routesUnavailable
              : t.v1.noRoute}
        </p>
      ) : null}
      {routes.map((route, index) => (
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
              {index === 0 ? <span className="ferry-v1-tag ferry-v1-best">{t.v1.best}</span> : null}
            </span>
            <span className="ferry-v1-route-amount">
              {props.shownSide === 'receive' ? t.v1.receive : t.v1.pay}{' '}
              <strong>
                {amountText(props.shownSide === 'receive' ? route.amountOut : route.amountIn)}
              </strong>
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
                </span>
              ) : null}
              {route.oneClick ? <span className="ferry-v1-tag">{t.v1.oneClick}</span> : null}
              {route.needsApproval ? (
                <span className="ferry-v1-tag">{t.v1.needsApproval}</span>
              ) : null}
            </span>
          </span>
        </label>
      ))}
      {props.status === 'failed' && routes.length > 0 ? (
        <p className="ferry-note">{t.v1.streamFailed}</p>
      ) : null}
      {countdown ? (
        <p className="ferry-note" data-testid="v1-countdown">
          {countdown.expired
            ? t.v1.priceExpired
            : t.v1.priceHolds(t.formatCountdown(countdown.secondsLeft))}
          {' · '}
          {t.v1.deadline(t.formatDateTime(countdown.validBefore))}
        </p>
      ) : null}
    </fieldset>
  )
}
