import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import * as v1 from './index.js'

const src = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Source files an entry loads at run time: static imports and re-exports, type-only ones left out. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  for (const [, path] of code.matchAll(
    /^(?:import|export)\s+(?!type\b)[^'";]*?from\s+'(\.{1,2}\/[^']+)\.js'/gm,
  ))
    runtimeImports(join(dirname(file), `${path}.ts`), seen)
  return seen
}

test('the v2 entry loads nothing of v1', () => {
  const files = [...runtimeImports(join(src, 'index.ts'))].map((file) => relative(src, file))
  expect(files.length).toBeGreaterThan(10)
  expect(files.filter((file) => file.startsWith('v1/'))).toEqual([])
  expect(files).toContain('errors/transport.ts')
})

test('the v1 surface', () => {
  // `Object.keys(await import('./index.js'))`, imported statically: loading it under a busy
  // machine must not count against the test's time limit.
  expect(Object.keys(v1).sort()).toMatchInlineSnapshot(`
    [
      "OrderApiAbortedError",
      "OrderApiNetworkError",
      "OrderApiResponseError",
      "OrderApiTimeoutError",
      "TRON_CHAIN_ID",
      "V1ApiError",
      "V1PlanError",
      "V1RequestError",
      "V1_BITCOIN_CHAIN_ID",
      "V1_NATIVE_TOKEN_ADDRESS",
      "V1_ORDER_NOT_FOUND_TEXT",
      "V1_PATH_NOT_FOUND_TEXT",
      "V1_SOLANA_CHAIN_ID",
      "checkDepositPlan",
      "classifyV1Error",
      "createBuildGuard",
      "createV1Client",
      "expectedDepositHash",
      "findSubmittedOrder",
      "isBitcoinAddress",
      "isCkbAddress",
      "isFinalV1OrderStatus",
      "isSolanaAddress",
      "isStellarAddress",
      "isV1Address",
      "isV1AddressOfFamily",
      "isV1NativeToken",
      "isV1TronAddress",
      "isV1TxHash",
      "isV1TxHashForChain",
      "isValidV1AddressForChain",
      "submitOnce",
      "submitRequestFor",
      "v1AddressFamilies",
      "v1AddressFamily",
      "v1AddressSchema",
      "v1AmountSchema",
      "v1AutocompleteKeywordSchema",
      "v1AutocompleteQuerySchema",
      "v1AutocompleteResponseSchema",
      "v1AutocompleteSlots",
      "v1AutocompleteSuggestionSchema",
      "v1BalancesAddressSchema",
      "v1BalancesQuerySchema",
      "v1BoundedIntSchema",
      "v1BuildRequestFor",
      "v1BuildRequestSchema",
      "v1ChainFamily",
      "v1ChainIconIdSchema",
      "v1ChainIdInputSchema",
      "v1ChainIdListSchema",
      "v1ChainIdSchema",
      "v1ChainListSchema",
      "v1ChainSchema",
      "v1ChainTypes",
      "v1ContractCallPlanSchema",
      "v1DepositAddressOrderIdSchema",
      "v1DepositMethods",
      "v1DepositPlanSchema",
      "v1Eip1193RequestSchema",
      "v1ErrorBodySchema",
      "v1ErrorNames",
      "v1EvmAddressSchema",
      "v1EvmTransactionSchema",
      "v1EvmWalletActionSchema",
      "v1ExactOutMethods",
      "v1FillerTypes",
      "v1FinalOrderStatuses",
      "v1IsoDateSchema",
      "v1NotSupportedDepositMethodDetailsSchema",
      "v1OrderIdSchema",
      "v1OrderPageSchema",
      "v1OrderSchema",
      "v1OrderStatuses",
      "v1OrdersAddressSchema",
      "v1OrdersQuerySchema",
      "v1Providers",
      "v1QuoteAmountSchema",
      "v1QuoteIdRefSchema",
      "v1QuoteIdSchema",
      "v1QuoteQuerySchema",
      "v1QuoteRequestSchema",
      "v1QuoteResponseSchema",
      "v1QuoteStreamLineSchema",
      "v1RateLimitErrorBodySchema",
      "v1RouteIdSchema",
      "v1RouteIds",
      "v1RouteQuoteSchema",
      "v1RouteSchema",
      "v1RouteTags",
      "v1SendTransactionRequestSchema",
      "v1SignedTransactionSchema",
      "v1SolanaWalletActionSchema",
      "v1SubmitRequestSchema",
      "v1SubmitResponseSchema",
      "v1SwitchChainRequestSchema",
      "v1TokenListSchema",
      "v1TokenPriceSchema",
      "v1TokenSchema",
      "v1TokenSearchQuerySchema",
      "v1TokenSearchResponseSchema",
      "v1TokensQuerySchema",
      "v1TradeTypes",
      "v1TransferPlanSchema",
      "v1TxHashSchema",
      "v1UnixSecondsSchema",
      "v1ValidationErrorBodySchema",
      "v1ValidationIssueSchema",
      "v1WalletActionSchema",
      "v1WalletOrderIdSchema",
    ]
  `)
})
