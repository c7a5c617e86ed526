import { resolve } from 'node:path'
import { BaseError } from '@ferry/order-api'
import { expect, test } from 'vitest'
import { liveEnvironment } from '../../test/liveEnvironment.js'
import { ConfigError, parseConfig } from './config.js'

const base = liveEnvironment

test('a missing or malformed variable stops start-up with its name', () => {
  expect(() => parseConfig({})).toThrowError(ConfigError)
  expect(() => parseConfig({})).toThrowError(/UPSTREAM_URL/)
  expect(parseConfig(base)).toMatchObject({
    port: 8787,
    mode: 'live',
    trustProxy: false,
    allowedOrigins: ['https://a.example'],
  })
  expect(() => parseConfig({ ...base, STREAM_HEARTBEAT_MS: '60000' })).toThrowError(
    /STREAM_HEARTBEAT_MS: must be at most 15000/,
  )
  expect(() => parseConfig({ ...base, CHAINS: '[{' })).toThrowError('CHAINS: is not valid JSON')
  expect(() => parseConfig({ ...base, PORT: 'eighty' })).toThrowError(
    /PORT: must be a whole number/,
  )
  expect(() => parseConfig({ ...base, DATABASE_URL: 'mysql://x' })).toThrowError(/DATABASE_URL/)
  expect(() => parseConfig({ ...base, CANCEL_DOMAIN: '{"name":"x"}' })).toThrowError(
    /CANCEL_DOMAIN/,
  )
})

test('trusted proxy hops: TRUSTED_PROXY_HOPS, the old TRUST_PROXY as one hop, and no contradiction', () => {
  expect(parseConfig(base).trustedProxyHops).toBe(0)
  expect(parseConfig({ ...base, TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(2)
  expect(parseConfig({ ...base, TRUST_PROXY: 'true' }).trustedProxyHops).toBe(1)
  expect(
    parseConfig({ ...base, TRUST_PROXY: 'true', TRUSTED_PROXY_HOPS: '1' }).trustedProxyHops,
  ).toBe(1)
  expect(() => parseConfig({ ...base, TRUST_PROXY: 'true', TRUSTED_PROXY_HOPS: '2' })).toThrowError(
    /TRUST_PROXY: contradicts TRUSTED_PROXY_HOPS/,
  )
  expect(() => parseConfig({ ...base, TRUSTED_PROXY_HOPS: '-1' })).toThrowError(
    /TRUSTED_PROXY_HOPS/,
  )
})

test('a live BFF journals to a data folder unless told JOURNAL=memory; devnet stays in memory', () => {
  expect(parseConfig(base).dataDir).toBe(resolve('.data'))
  expect(parseConfig({ ...base, DATA_DIR: '/var/lib/ferry' }).dataDir).toBe('/var/lib/ferry')
  expect(parseConfig({ ...base, JOURNAL: 'memory' }).dataDir).toBeUndefined()
  expect(parseConfig({ ...base, DATABASE_URL: 'postgres://db/ferry' }).dataDir).toBeUndefined()
  expect(parseConfig({ ...base, MODE: 'devnet' }).dataDir).toBeUndefined()
})

test('stream limits come from the environment with defaults', () => {
  expect(parseConfig(base).streams).toEqual({ perClient: 6, maxPollers: 100, heartbeatMs: 15_000 })
  expect(
    parseConfig({
      ...base,
      STREAMS_PER_CLIENT: '2',
      MAX_POLLERS: '10',
      STREAM_HEARTBEAT_MS: '5000',
    }).streams,
  ).toEqual({ perClient: 2, maxPollers: 10, heartbeatMs: 5_000 })
})

test('UPSTREAM_LIMITS overrides route budgets and refuses unknown routes or bad numbers', () => {
  expect(parseConfig({ ...base, UPSTREAM_LIMITS: '{"order":1200,"quote":60}' }).limits).toEqual({
    order: 1200,
    quote: 60,
  })
  expect(() => parseConfig({ ...base, UPSTREAM_LIMITS: '{"orderz":1}' })).toThrowError(
    /UPSTREAM_LIMITS/,
  )
  expect(() => parseConfig({ ...base, UPSTREAM_LIMITS: '{"order":0}' })).toThrowError(
    /UPSTREAM_LIMITS/,
  )
})

test('an absent required variable is "missing", by name, not a type error', () => {
  let caught: unknown
  try {
    parseConfig({ ...base, UPSTREAM_API_KEY: undefined, ALLOWED_ORIGINS: '' })
  } catch (error) {
    caught = error
  }
  expect((caught as ConfigError).problems).toEqual([
    'UPSTREAM_API_KEY: missing (required; see .env.example)',
    'ALLOWED_ORIGINS: missing (required; see .env.example)',
  ])
  expect((caught as ConfigError).message).not.toMatch(/Invalid input/)
})

test('an empty value means unset: the default applies (a .env copied from the example starts)', () => {
  const config = parseConfig({
    ...base,
    PORT: '',
    DATA_DIR: '',
    DATABASE_URL: '',
    REDIS_URL: '',
    SESSION_SECRET: '',
    TRUST_PROXY: '',
    TRUSTED_PROXY_HOPS: '',
    PUBLIC_ORDER_URL: '',
    V1_REFERRER_FEE_BPS: '',
    METRICS_PORT: '',
  })
  expect(config).toMatchObject({ port: 8787, trustedProxyHops: 0, metricsPort: 9464 })
  expect(config.dataDir).toBe(resolve('.data'))
  expect(config).not.toHaveProperty('redisUrl')
  expect(config).not.toHaveProperty('publicOrderUrl')
})

test('metrics are on a port of their own by default; beside the API only when asked', () => {
  expect(parseConfig(base)).toMatchObject({ metricsPort: 9464 })
  expect(parseConfig(base)).not.toHaveProperty('metricsOnApi')
  expect(parseConfig({ ...base, METRICS_PORT: '9100' })).toMatchObject({ metricsPort: 9100 })
  const beside = parseConfig({ ...base, METRICS_PORT: 'api' })
  expect(beside.metricsOnApi).toBe(true)
  expect(beside).not.toHaveProperty('metricsPort')
  const off = parseConfig({ ...base, METRICS_PORT: 'off' })
  expect(off).not.toHaveProperty('metricsPort')
  expect(off).not.toHaveProperty('metricsOnApi')
  expect(() => parseConfig({ ...base, METRICS_PORT: 'public' })).toThrowError(
    /METRICS_PORT: must be a port number, "api" or "off"/,
  )
})

test("a configuration error is one of Ferry's errors, with each problem on its own line", () => {
  let caught: unknown
  try {
    parseConfig({ ...base, CHAINS: '[{' })
  } catch (error) {
    caught = error
  }
  expect(BaseError.isInstance(caught)).toBe(true)
  expect(ConfigError.isInstance(caught)).toBe(true)
  expect(ConfigError.isInstance(new Error('Invalid BFF configuration:'))).toBe(false)
  const error = caught as ConfigError
  expect(error.problems).toEqual(['CHAINS: is not valid JSON'])
  expect(error.shortMessage).toBe('Invalid BFF configuration:')
  expect(error.message).toMatchInlineSnapshot(`
    "Invalid BFF configuration:
      CHAINS: is not valid JSON"
  `)
})

test('REDIS_URL must be a redis URL and BFF_INSTANCES a count; without them nothing is shared', () => {
  expect(parseConfig(base)).not.toHaveProperty('redisUrl')
  expect(parseConfig(base).instances).toBe(1)
  expect(
    parseConfig({ ...base, REDIS_URL: 'redis://:secret@cache:6379/0', BFF_INSTANCES: '3' }),
  ).toMatchObject({ redisUrl: 'redis://:secret@cache:6379/0', instances: 3 })
  expect(parseConfig({ ...base, REDIS_URL: 'rediss://cache:6380' }).redisUrl).toBe(
    'rediss://cache:6380',
  )
  expect(() => parseConfig({ ...base, REDIS_URL: 'http://cache:6379' })).toThrowError(
    /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
  )
  expect(() => parseConfig({ ...base, REDIS_URL: 'redis://cache:6379 --x' })).toThrowError(
    /REDIS_URL/,
  )
  expect(() => parseConfig({ ...base, BFF_INSTANCES: '0' })).toThrowError(
    /BFF_INSTANCES: must be at least 1/,
  )
  expect(() => parseConfig({ ...base, BFF_INSTANCES: 'three' })).toThrowError(
    /BFF_INSTANCES: must be a whole number/,
  )
})

test('UPSTREAM_URL, UPSTREAM_API_KEY and ALLOWED_ORIGINS alone configure a live BFF: chains come from the service, no cancel domain is guessed', () => {
  const config = parseConfig({
    UPSTREAM_URL: 'https://orders.example',
    UPSTREAM_API_KEY: 'k',
    ALLOWED_ORIGINS: 'https://swap.example',
  })
  expect(config).toMatchObject({
    mode: 'live',
    chains: [],
    port: 8787,
    host: '127.0.0.1',
    metricsPort: 9464,
    dataDir: resolve('.data'),
  })
  expect(config.cancelDomain).toBeUndefined()
  expect(parseConfig({ ...base, CANCEL_DOMAIN: '' }).cancelDomain).toBeUndefined()
  expect(parseConfig(base).cancelDomain).toEqual(JSON.parse(base.CANCEL_DOMAIN))
})
