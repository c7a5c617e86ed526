import { documentedRoutes } from '../routes/routeList.js'

/** `GET /api/v2/orders/:orderId`: a route as the docs write it (`{orderId}` in OpenAPI). */
export function routeLabel(operation: { method: string; path: string }) {
  return `${operation.method.toUpperCase()} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`
}

export const ROUTE_TABLE_START =
  '<!-- bff-routes: generated from the route declarations in apps/bff/src/routes by `pnpm --filter @ferry/bff openapi` -->'
export const ROUTE_TABLE_END = '<!-- /bff-routes -->'

/** Every route of the BFF as a Markdown table, in the order the OpenAPI document lists them. */
export function routeTable() {
  const rows = documentedRoutes().map(
    (operation) => `| \`${routeLabel(operation)}\` | ${operation.summary.replaceAll('|', '\\|')} |`,
  )
  return ['| route | what it answers |', '|---|---|', ...rows].join('\n')
}

/** `markdown` with the text between the route-table markers replaced by the current table. */
export function withRouteTable(markdown: string) {
  const start = markdown.indexOf(ROUTE_TABLE_START)
  const end = markdown.indexOf(ROUTE_TABLE_END)
  if (start < 0 || end < start)
    throw new Error(
      `the route-table markers (${ROUTE_TABLE_START} … ${ROUTE_TABLE_END}) are missing`,
    )
  return `${markdown.slice(0, start + ROUTE_TABLE_START.length)}\n${routeTable()}\n${markdown.slice(end)}`
}
