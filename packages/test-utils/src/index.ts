export * from './createDevControl.js'
export { type ForwardRequestParameters, forwardRequest } from './forwardRequest.js'
export { freePort } from './freePort.js'
export {
  type SendBuildTransactionsParameters,
  sendBuildTransactions,
} from './sendBuildTransactions.js'
export { type StartPostgresReturnType, startPostgres } from './startPostgres.js'
export { type StartRedisReturnType, startRedis } from './startRedis.js'
export {
  type StartTestServerParameters,
  type StartTestServerReturnType,
  startTestServer,
} from './startTestServer.js'
export { untilServing } from './untilServing.js'
