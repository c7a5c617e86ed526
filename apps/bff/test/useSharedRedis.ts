import { type StartRedisReturnType, startRedis } from '@ferry/test-utils'
import pino, { type Logger } from 'pino'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { createSharedState, type SharedState } from '../src/cluster/createSharedState.js'

/**
 * A throwaway redis-server for the test file, and the shared state of as many BFF "instances"
 * on it as a test opens (each connected, closed after the file). Give the instances of one
 * test one `prefix` (`freshPrefix()`), so that tests do not see each other's keys. What a test
 * hands to `afterTest` (a watcher to stop, an instance to close) runs when that test ends.
 */
export function useSharedRedis() {
  let redis: StartRedisReturnType | undefined
  const opened: SharedState[] = []
  const endOfTest: (() => unknown)[] = []
  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    await Promise.all(opened.map((shared) => shared.close()))
    await redis?.stop()
  })
  afterEach(async () => {
    await Promise.all(endOfTest.splice(0).map((close) => close()))
  })
  return {
    get server(): StartRedisReturnType {
      return redis!
    },
    /** Starts the server again on the same port after a `server.stop()`. */
    async restart() {
      redis = await startRedis({ port: redis!.port })
    },
    afterTest(...closes: (() => unknown)[]) {
      endOfTest.push(...closes)
    },
    freshPrefix: () => `t${Math.random().toString(36).slice(2)}:`,
    async open(parameters: { prefix: string; logger?: Logger; instances?: number }) {
      const shared = createSharedState({
        url: redis!.url,
        instances: parameters.instances ?? 2,
        logger: parameters.logger ?? pino({ level: 'silent' }),
        prefix: parameters.prefix,
      })
      opened.push(shared)
      expect(await shared.ready()).toBe(true)
      return shared
    },
  }
}
