import type {
  BffBuildResponse,
  BffChain,
  bffBuildResponseSchema,
  WidgetConfig,
  widgetConfigSchema,
} from '@ferry/order-api/bff'
import { describe, expectTypeOf, test } from 'vitest'
import type * as z from 'zod/mini'

describe('@ferry/order-api/bff', () => {
  test('each type is what its schema reads', () => {
    expectTypeOf<z.infer<typeof bffBuildResponseSchema>>().toEqualTypeOf<BffBuildResponse>()
    expectTypeOf<z.infer<typeof widgetConfigSchema>>().toEqualTypeOf<WidgetConfig>()
  })

  test('the widget config lists the BFF chains', () => {
    expectTypeOf<WidgetConfig['chains']>().toEqualTypeOf<BffChain[]>()
  })
})
