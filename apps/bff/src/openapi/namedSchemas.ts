import * as orderApi from '@ferry/order-api'
import * as bff from '@ferry/order-api/bff'
import * as v1 from '@ferry/order-api/v1'

/** `quoteResponseSchema` → `QuoteResponse`: the name a component gets from its export. */
function componentName(exportName: string) {
  const bare = exportName.slice(0, -'Schema'.length)
  return bare[0]!.toUpperCase() + bare.slice(1)
}

/**
 * Every schema @ferry/order-api exports (the package that owns them), by the component name the
 * OpenAPI document gives it, so that a route's request or answer is a `$ref` to a named schema.
 */
export function namedSchemas(): Map<unknown, string> {
  const names = new Map<unknown, string>()
  for (const module of [orderApi, bff, v1])
    for (const [exportName, value] of Object.entries(module))
      if (exportName.endsWith('Schema') && typeof value === 'object' && value !== null)
        if (!names.has(value)) names.set(value, componentName(exportName))
  return names
}
