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
      "TradeRunError",
      "cancelOrder",
      "configQueryOptions",
      "createMemoryDepositLedger",
      "createOrderStorage",
      "createWidgetWagmiConfig",
      "describeError",
      "evmWalletAdapter",
      "ferryKeys",
      "fetchFerryConfig",
      "loadErrorWords",
      "mergeOrderHistory",
      "paramsQueryOptions",
      "quoteErrorView",
      "quoteQueryOptions",
      "recipientError",
      "recipientRules",
      "routeOfV2Quote",
      "runPlan",
      "runV2Trade",
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
