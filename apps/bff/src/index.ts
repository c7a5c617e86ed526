export {
  type BffConfig,
  type ChainConfig,
  ConfigError,
  type ParseConfigErrorType,
  parseConfig,
} from './config.js'
export { type BffApp, type CreateAppParameters, createApp } from './createApp.js'
export { bffConfigForDevnet, devnetExtensions } from './devnet/bffConfigForDevnet.js'
export { createJournal, type Journal, openSqlClient } from './journal.js'
export { createLogger } from './logger.js'
export { startBff } from './startBff.js'
