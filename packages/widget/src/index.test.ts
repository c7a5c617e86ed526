import { expect, test } from 'vitest'
import * as widget from './index.js'

test('the public entry exports exactly these values', () => {
  expect(Object.keys(widget).sort()).toMatchInlineSnapshot(`
    [
      "BuildAttemptUnknownError",
      "BuildNotCreatedError",
      "BuildOutcomeUnresolvedError",
      "BuildUnfundableError",
      "ConfigUnavailableError",
      "MIN_DEADLINE_MARGIN_SECONDS",
      "OriginRefusedError",
      "SwapError",
      "SwapWidget",
      "cancelOrder",
      "configQueryOptions",
      "createOrderStorage",
      "createWidgetWagmiConfig",
      "describeQuoteError",
      "ferryKeys",
      "fetchFerryConfig",
      "mergeOrderHistory",
      "paramsQueryOptions",
      "quoteQueryOptions",
      "recipientError",
      "recipientRules",
      "runSwap",
      "useOrder",
      "useOrderHistory",
      "useQuote",
      "useRecipients",
      "useSwap",
      "useTokenBalance",
      "widgetCss",
    ]
  `)
})
