// The v1 (deprecated) interface of the Cross-Chain Order Service: `@ferry/order-api/v1`.
// Loaded lazily by the widget; nothing here runs at import time.

export {
  TRON_CHAIN_ID,
  V1_BITCOIN_CHAIN_ID,
  V1_NATIVE_TOKEN_ADDRESS,
  V1_SOLANA_CHAIN_ID,
} from '../chainIds.js'
export {
  OrderApiAbortedError,
  OrderApiNetworkError,
  OrderApiResponseError,
  OrderApiTimeoutError,
} from '../errors/transport.js'
export { isBitcoinAddress } from './addresses/bitcoin.js'
export {
  type V1AddressFamily,
  type V1ChainFamily,
  v1AddressFamilies,
  v1ChainFamily,
} from './addresses/chainFamily.js'
export { isV1NativeToken } from './addresses/nativeToken.js'
export { isStellarAddress } from './addresses/stellar.js'
export {
  isCkbAddress,
  isSolanaAddress,
  isV1Address,
  isV1AddressOfFamily,
  isV1TronAddress,
  isV1TxHash,
  isV1TxHashForChain,
  isValidV1AddressForChain,
  v1AddressFamily,
} from './addresses/v1Address.js'
export {
  type CreateV1ClientParameters,
  createV1Client,
  type V1Client,
  type V1OrdersParameters,
  type V1QuoteParameters,
  type V1QuoteRequestInput,
} from './client/createV1Client.js'
export type { V1RequestOptions, V1ResponseInfo } from './client/v1Transport.js'
export {
  type ClassifiedV1Error,
  classifyV1Error,
  type V1ErrorKind,
  type V1Operation,
} from './errors/classifyV1Error.js'
export { V1ApiError } from './errors/V1ApiError.js'
export { V1PlanError, type V1PlanErrorReason } from './errors/V1PlanError.js'
export { V1RequestError, type V1RequestErrorReason } from './errors/V1RequestError.js'
export { type CheckDepositPlanParameters, checkDepositPlan } from './rules/checkDepositPlan.js'
export {
  createBuildGuard,
  type V1BuildGuard,
  type V1BuildParties,
} from './rules/createBuildGuard.js'
export {
  expectedDepositHash,
  findSubmittedOrder,
  type SubmitOnceParameters,
  type SubmitOnceResult,
  submitOnce,
} from './rules/submitOnce.js'
export { type SubmitRequestForParameters, submitRequestFor } from './rules/submitRequestFor.js'
export {
  type V1BuildRequestForParameters,
  v1BuildRequestFor,
} from './rules/v1BuildRequestFor.js'
export {
  type V1AutocompleteResponse,
  type V1AutocompleteResponseWire,
  type V1AutocompleteSlot,
  type V1AutocompleteSuggestion,
  v1AutocompleteResponseSchema,
  v1AutocompleteSlots,
  v1AutocompleteSuggestionSchema,
} from './schemas/autocomplete.js'
export {
  type V1BuildRequest,
  type V1ContractCallPlan,
  type V1DepositPlan,
  type V1DepositPlanWire,
  type V1Eip1193Request,
  type V1EvmTransaction,
  type V1EvmWalletAction,
  type V1SolanaWalletAction,
  type V1TransferPlan,
  type V1WalletAction,
  v1BuildRequestSchema,
  v1ContractCallPlanSchema,
  v1DepositPlanSchema,
  v1Eip1193RequestSchema,
  v1EvmTransactionSchema,
  v1EvmWalletActionSchema,
  v1QuoteIdRefSchema,
  v1SendTransactionRequestSchema,
  v1SolanaWalletActionSchema,
  v1SwitchChainRequestSchema,
  v1TransferPlanSchema,
  v1WalletActionSchema,
} from './schemas/build.js'
export {
  type V1Chain,
  type V1ChainList,
  type V1ChainType,
  type V1ChainWire,
  v1ChainListSchema,
  v1ChainSchema,
  v1ChainTypes,
} from './schemas/chain.js'
export {
  type V1DepositMethod,
  type V1ExactOutMethod,
  type V1FillerType,
  type V1Provider,
  type V1RouteId,
  type V1RouteTag,
  type V1TradeType,
  v1DepositMethods,
  v1ExactOutMethods,
  v1FillerTypes,
  v1Providers,
  v1RouteIdSchema,
  v1RouteIds,
  v1RouteTags,
  v1TradeTypes,
} from './schemas/enums.js'
export {
  V1_ORDER_NOT_FOUND_TEXT,
  V1_PATH_NOT_FOUND_TEXT,
  type V1ErrorBody,
  type V1ErrorName,
  type V1RateLimitErrorBody,
  type V1ValidationErrorBody,
  type V1ValidationIssue,
  v1ErrorBodySchema,
  v1ErrorNames,
  v1NotSupportedDepositMethodDetailsSchema,
  v1RateLimitErrorBodySchema,
  v1ValidationErrorBodySchema,
  v1ValidationIssueSchema,
} from './schemas/errorBodies.js'
export {
  isFinalV1OrderStatus,
  type V1Order,
  type V1OrderPage,
  type V1OrderPageWire,
  type V1OrderStatus,
  type V1OrdersQuery,
  type V1OrdersQueryInput,
  type V1OrderTransaction,
  type V1OrderWire,
  v1FinalOrderStatuses,
  v1OrderPageSchema,
  v1OrderSchema,
  v1OrderStatuses,
  v1OrdersAddressSchema,
  v1OrdersQuerySchema,
} from './schemas/order.js'
export {
  v1AddressSchema,
  v1AmountSchema,
  v1BoundedIntSchema,
  v1ChainIdInputSchema,
  v1ChainIdListSchema,
  v1ChainIdSchema,
  v1DepositAddressOrderIdSchema,
  v1EvmAddressSchema,
  v1IsoDateSchema,
  v1OrderIdSchema,
  v1QuoteAmountSchema,
  v1UnixSecondsSchema,
  v1WalletOrderIdSchema,
} from './schemas/primitives.js'
export {
  type V1QuoteQuery,
  type V1QuoteRequest,
  type V1QuoteRequestWire,
  type V1QuoteResponse,
  type V1QuoteResponseWire,
  type V1QuoteStreamLine,
  type V1QuoteStreamLineWire,
  type V1Route,
  type V1RouteQuote,
  type V1RouteWire,
  v1QuoteIdSchema,
  v1QuoteQuerySchema,
  v1QuoteRequestSchema,
  v1QuoteResponseSchema,
  v1QuoteStreamLineSchema,
  v1RouteQuoteSchema,
  v1RouteSchema,
} from './schemas/quote.js'
export {
  type V1SubmitRequest,
  type V1SubmitResponse,
  v1SignedTransactionSchema,
  v1SubmitRequestSchema,
  v1SubmitResponseSchema,
  v1TxHashSchema,
} from './schemas/submit.js'
export {
  type V1Token,
  type V1TokenList,
  type V1TokenPrice,
  type V1TokenSearchResponse,
  type V1TokenWire,
  v1TokenListSchema,
  v1TokenPriceSchema,
  v1TokenSchema,
  v1TokenSearchResponseSchema,
} from './schemas/token.js'
export {
  type V1AutocompleteQuery,
  type V1TokenSearchQuery,
  type V1TokensQuery,
  v1AutocompleteKeywordSchema,
  v1AutocompleteQuerySchema,
  v1BalancesAddressSchema,
  v1BalancesQuerySchema,
  v1ChainIconIdSchema,
  v1TokenSearchQuerySchema,
  v1TokensQuerySchema,
} from './schemas/tokensQuery.js'
