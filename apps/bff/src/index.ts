export {
  type BffConfig,
  type ChainConfig,
  ConfigError,
  type ParseConfigErrorType,
  parseConfig,
} from './config/config.js'
export { type BffApp, type CreateAppParameters, createApp } from './createApp.js'
export { createJournal, type Journal, openSqlClient } from './journal/journal.js'
export { startBff } from './startBff.js'
export { createLogger } from './telemetry/logger.js'
