import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { Logger } from 'pino'

/** What the instances of one BFF share through Redis (REDIS_URL), and how to reach it. */
export type SharedState = {
  /** Commands. Fails at once while disconnected (no offline queue): callers fall back. */
  redis: Redis
  /** A second connection in subscriber mode (pub/sub needs one of its own). */
  subscriber: Redis
  /** This process, as written into the leases and locks it holds. */
  instanceId: string
  /** How many instances share the limits (BFF_INSTANCES). */
  instances: number
  /** Key and channel prefix (tests give each run its own). */
  prefix: string
  /** Whether Redis answers now; false means every shared decision is taken locally. */
  readonly available: boolean
  /** Resolves true once Redis answers, false if it does not within `timeoutMs`. */
  ready(timeoutMs?: number): Promise<boolean>
  close(): Promise<void>
}

/**
 * Connects to Redis for shared state. Commands never queue while the connection is down, and
 * a slow Redis is given up on after `commandTimeoutMs`: each caller then takes its decision
 * locally (see the fallbacks in limits, leases and locks). Losing and regaining Redis is
 * logged once each way.
 */
export function createSharedState(parameters: {
  url: string
  instances: number
  logger: Logger
  prefix?: string
  commandTimeoutMs?: number
}): SharedState {
  const { logger } = parameters
  const options = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: parameters.commandTimeoutMs ?? 500,
    retryStrategy: (times: number) => Math.min(100 * times, 2_000),
  }
  const redis = new Redis(parameters.url, options)
  // Subscriptions queue until connected and are renewed after every reconnect.
  const subscriber = new Redis(parameters.url, {
    ...options,
    enableOfflineQueue: true,
    commandTimeout: undefined,
    maxRetriesPerRequest: null,
  })
  let available = false
  let warned = false
  const down = (reason: string) => {
    available = false
    if (warned) return
    warned = true
    logger.warn(
      { reason, instances: parameters.instances },
      'Redis unreachable: limits fall back to 1/N per instance, orders are polled and builds locked per instance until it returns',
    )
  }
  redis.on('ready', () => {
    available = true
    if (warned) logger.info('Redis reachable again: limits, order leases and locks are shared')
    warned = false
  })
  redis.on('error', (error: Error) => down(error.message))
  redis.on('close', () => down('connection closed'))
  subscriber.on('error', () => {}) // reported through the command connection's events
  let closed = false

  return {
    redis,
    subscriber,
    instanceId: randomUUID(),
    instances: parameters.instances,
    prefix: parameters.prefix ?? 'ferry:',
    get available() {
      return available && !closed
    },
    ready(timeoutMs = 5_000) {
      if (available) return Promise.resolve(true)
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          redis.off('ready', onReady)
          resolve(false)
        }, timeoutMs)
        const onReady = () => {
          clearTimeout(timer)
          resolve(true)
        }
        redis.once('ready', onReady)
      })
    },
    async close() {
      closed = true
      redis.removeAllListeners('close')
      redis.disconnect()
      subscriber.disconnect()
    },
  }
}
