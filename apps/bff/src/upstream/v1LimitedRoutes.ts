/** The upstream budgets of the v1 routes (each a LimitedRoute of limits.ts). */
export type V1LimitedRoute =
  | 'v1quote'
  | 'v1build'
  | 'v1submit'
  | 'v1orders'
  | 'v1order'
  | 'v1catalog'

/**
 * Per minute, for the whole BFF: every browser reaches v1 from the BFF's one IP, so these are the
 * per-IP limits shared by all users. Builds are the spec's 300 per IP (spec v1: Limits); the spec
 * limits nothing else, so the rest keep the BFF a modest, bounded caller.
 */
export const v1DefaultLimits: Record<V1LimitedRoute, number> = {
  v1quote: 300,
  v1build: 300,
  v1submit: 120,
  v1orders: 300,
  v1order: 600,
  v1catalog: 600,
}

/** Which v1 budget an upstream request spends, or `undefined` for a path outside `/v1`. */
export function v1UpstreamRoute(method: string, path: string): V1LimitedRoute | undefined {
  const at = path.lastIndexOf('/v1/')
  if (at < 0) return undefined
  const rest = path.slice(at + 3)
  if (rest === '/quotes') return method === 'POST' ? 'v1quote' : undefined
  if (rest === '/deposit/build') return method === 'POST' ? 'v1build' : undefined
  if (rest === '/deposit/submit') return method === 'PUT' ? 'v1submit' : undefined
  if (method !== 'GET') return undefined
  if (rest.startsWith('/orders/by-id/')) return 'v1order'
  if (rest.startsWith('/orders/')) return 'v1orders'
  return 'v1catalog'
}
