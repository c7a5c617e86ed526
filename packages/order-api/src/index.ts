export {
  type ChainFamily,
  chainFamily,
  isSameAddress,
  isValidAddressForChain,
  type ToNativeAddressErrorType,
  toNativeAddress,
} from './addresses/chainAddress.js'
export {
  type ChecksumEvmAddressErrorType,
  checksumEvmAddress,
  isEvmAddress,
} from './addresses/evm.js'
export { type AssetRef, isSameAsset } from './addresses/isSameAsset.js'
export {
  isTronAddress,
  type ParseTronAddressErrorType,
  parseTronAddress,
  type TronAddress,
} from './addresses/tron.js'
export {
  applyBps,
  formatAmount,
  formatBps,
  type ParseAmountErrorType,
  parseAmount,
} from './amounts.js'
export {
  type CancelDomain,
  cancelRequestBody,
  cancelTypedData,
  cancelTypes,
  randomCancelNonce,
} from './cancel.js'
export {
  ARBITRUM_CHAIN_ID,
  BASE_CHAIN_ID,
  BSC_CHAIN_ID,
  ETHEREUM_CHAIN_ID,
  OPTIMISM_CHAIN_ID,
  POLYGON_CHAIN_ID,
  TRON_CHAIN_ID,
} from './chainIds.js'
export {
  type CreateOrderClientParameters,
  createOrderClient,
  type OrderClient,
  type OrderClientErrorType,
  type RequestOptions,
  type ResponseInfo,
} from './client/createOrderClient.js'
export { depositAbi, type EncodeDepositParameters, encodeDeposit } from './depositAbi.js'
export { AmountError, type AmountErrorReason } from './errors/AmountError.js'
export { InvalidAddressError } from './errors/address.js'
export { BaseError } from './errors/base.js'
export {
  type ClassifiedApiError,
  classifyApiError,
  type OrderApiErrorKind,
  type OrderApiOperation,
  type RetryVerdict,
} from './errors/classifyApiError.js'
export { isOrderApiError } from './errors/isOrderApiError.js'
export { OrderApiError } from './errors/OrderApiError.js'
export {
  OrderApiAbortedError,
  OrderApiNetworkError,
  OrderApiResponseError,
  OrderApiTimeoutError,
} from './errors/transport.js'
export {
  type FeeSplit,
  type FeeSplitParameters,
  fromHubAmount,
  hubScale,
  splitFees,
  toHubAmount,
} from './feeSplit.js'
export { displayRate, type FeeBreakdown, feeBreakdown } from './fees.js'
export { orderIdOf } from './orderId.js'
export {
  awaitingDepositState,
  cancellableOrderStates,
  inFlightOrderStates,
  isAwaitingDepositState,
  isCancellableOrderState,
  isInFlightOrderState,
  isTerminalOrderState,
  isUnpublishedOrderState,
  type OrderState,
  orderStates,
  terminalOrderStates,
  unpublishedOrderStates,
} from './orderStates.js'
export {
  isTokenRef,
  parseSwapPresets,
  type SwapPresetField,
  type SwapPresets,
  swapPresetFields,
  swapPresetProblem,
} from './presets.js'
export { randomUint256 } from './randomUint256.js'
export {
  missingRecipientMessage,
  type RequiredRecipients,
  type RequiredRecipientsParameters,
  requiredRecipients,
} from './recipients.js'
export { isRetryable, type WithRetryParameters, withRetry } from './retry.js'
export {
  type ApproveTx,
  type BuildRequest,
  type BuildResponse,
  buildRequestSchema,
  buildResponseSchema,
  type DepositTx,
  type EvmBuildResponse,
  evmBuildResponseSchema,
  isTronBuildResponse,
  type TronBuildResponse,
  tronBuildResponseSchema,
} from './schemas/build.js'
export {
  type CancelRequest,
  type CancelResponse,
  cancelRequestSchema,
  cancelResponseSchema,
} from './schemas/cancel.js'
export {
  type ErrorBody,
  errorBodyShape,
  type NamedErrorBody,
  namedErrorBodySchema,
  type RateLimitErrorBody,
  type RouteErrorBody,
  rateLimitErrorBodySchema,
  routeErrorBodySchema,
  type ValidationErrorBody,
  type ValidationIssue,
  validationErrorBodySchema,
} from './schemas/errorBodies.js'
export {
  badRequestBody,
  internalErrorBody,
  maintenanceBody,
  malformedJsonBody,
  type RouteErrorBodyParameters,
  rateLimitedBody,
  routeErrorBody,
} from './schemas/errorBodyBuilders.js'
export { type HealthCounts, type HealthResponse, healthResponseSchema } from './schemas/health.js'
export {
  type ChainObservation,
  type OrderListQuery,
  type OrderListQueryInput,
  type OrderListResponse,
  type OrderRecord,
  type OrderTraces,
  orderListQuerySchema,
  orderListResponseSchema,
  orderRecordSchema,
  orderStateSchema,
} from './schemas/order.js'
export {
  type ParamsResponse,
  paramsResponseSchema,
  type Terms,
  type TokenEntry,
  termsSchema,
  tokenEntrySchema,
} from './schemas/params.js'
export {
  amountSchema,
  chainIdSchema,
  evmAddressSchema,
  orderIdSchema,
} from './schemas/primitives.js'
export {
  type BuildTerms,
  type QuoteBuild,
  type QuoteMode,
  type QuoteQuery,
  type QuoteQueryInput,
  type QuoteResponse,
  type QuoteSide,
  quoteModes,
  quoteQuerySchema,
  quoteResponseSchema,
} from './schemas/quote.js'
export {
  type ReadJsonBodyContext,
  type ReadJsonBodyReturnType,
  readJsonBody,
} from './schemas/readJsonBody.js'
export { toValidationErrorBody } from './schemas/validationErrorBody.js'
export {
  type CreateRequestAbortParameters,
  createRequestAbort,
  type RequestAbort,
} from './transport/requestAbort.js'
