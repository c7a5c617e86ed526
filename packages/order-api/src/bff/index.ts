// The contract between the Ferry BFF and its browsers: what the BFF adds to the service's API.

export {
  type BffBuildResponse,
  type BuildAttempt,
  type BuildExtras,
  bffBuildResponseSchema,
  buildAttemptSchema,
  buildExtrasSchema,
  buildOutcomePendingBodySchema,
  buildOutcomeUnknownBodySchema,
} from './build.js'
export {
  type BffChain,
  bffChainSchema,
  type CancelDomain,
  cancelDomainSchema,
  type PublicOrderEndpoint,
  publicOrderEndpointSchema,
  rpcProxyPath,
  servedChainSchema,
  type WalletSettings,
  type WidgetConfig,
  widgetConfigSchema,
} from './config.js'
export {
  type BffOrder,
  bffOrderSchema,
  type OrderStreamError,
  orderStreamErrorSchema,
  orderStreamEvents,
} from './events.js'
export {
  type PlanRefusalField,
  type PlanRefusalReport,
  planRefusalFields,
  planRefusalReportSchema,
} from './planRefusal.js'
