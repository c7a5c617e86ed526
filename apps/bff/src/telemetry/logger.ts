import { createHash } from 'node:crypto'
import pino, { type DestinationStream, type Logger } from 'pino'
import { settingDefault } from '../config/configSettings.js'

/** A short, stable stand-in for an orderId in logs: the id itself is a credential. */
export function orderIdHash(orderId: string): string {
  return createHash('sha256').update(orderId.toLowerCase()).digest('hex').slice(0, 12)
}

/**
 * Replaces every orderId-shaped value in a path with its short hash: v2 ids (0x and 64 hex) and,
 * as whole path segments, v1 ids (c and 24 lowercase letters or digits; 32 hex).
 */
export function redactPath(path: string): string {
  return path
    .replace(/0x[0-9a-fA-F]{64}/g, (id) => `order:${orderIdHash(id)}`)
    .replace(
      /(?<=\/)(?:c[a-z0-9]{24}|[0-9a-fA-F]{32})(?=\/|$)/g,
      (id) => `order:${orderIdHash(id)}`,
    )
}

export function createLogger(destination?: DestinationStream): Logger {
  return pino(
    {
      // An empty LOG_LEVEL (`LOG_LEVEL=` in a .env file) means unset, as every variable's.
      level: process.env.LOG_LEVEL || settingDefault('LOG_LEVEL'),
      base: null,
      redact: { paths: ['*.apiKey', '*.headers["x-api-key"]', 'apiKey'], censor: '[redacted]' },
    },
    destination,
  )
}
