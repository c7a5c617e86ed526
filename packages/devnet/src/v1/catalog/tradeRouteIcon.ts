import type { V1RouteId } from '@ferry/order-api/v1'
import { svgBadge } from './svgBadge.js'

/** Colour and short label of each v1 route's icon. */
const routeBadges: Record<V1RouteId, { label: string; background: string }> = {
  Native: { label: 'N', background: '#0f766e' },
  NativeUTXO: { label: 'NU', background: '#b45309' },
  ExternalA: { label: 'A', background: '#4338ca' },
  ExternalB: { label: 'B', background: '#be185d' },
  ExternalC: { label: 'C', background: '#475569' },
}

/** The SVG icon of a v1 route, served at the quote's `icon` path. */
export function tradeRouteIconSvg(parameters: { routeId: V1RouteId }): string {
  return svgBadge({ ...routeBadges[parameters.routeId], title: `${parameters.routeId} route` })
}

/** Where the stand-in serves a route's icon: the quote's `icon`, a path on the service's host. */
export function tradeRouteIconPath(parameters: { routeId: V1RouteId }): string {
  return `/v1/route/${parameters.routeId}/icon`
}
