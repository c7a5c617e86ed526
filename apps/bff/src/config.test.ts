import { expect, test } from 'vitest'
import { ConfigError, parseConfig } from './config.js'

test('a missing or malformed variable stops start-up with its name', () => {
  expect(() => parseConfig({})).toThrowError(ConfigError)
  expect(() => parseConfig({})).toThrowError(/UPSTREAM_URL/)
  const base = {
    UPSTREAM_URL: 'https://orders.example',
    UPSTREAM_API_KEY: 'k',
    ALLOWED_ORIGINS: 'https://a.example',
    CHAINS: '[]',
    CANCEL_DOMAIN: JSON.stringify({
      name: 'OrderDelegate',
      version: '2',
      chainId: 1,
      verifyingContract: `0x${'1'.repeat(40)}`,
    }),
  }
  expect(parseConfig(base)).toMatchObject({
    port: 8787,
    mode: 'live',
    trustProxy: false,
    allowedOrigins: ['https://a.example'],
  })
  expect(() => parseConfig({ ...base, CHAINS: '[{' })).toThrowError('CHAINS: is not valid JSON')
  expect(() => parseConfig({ ...base, PORT: 'eighty' })).toThrowError(
    /PORT: must be a whole number/,
  )
  expect(() => parseConfig({ ...base, DATABASE_URL: 'mysql://x' })).toThrowError(/DATABASE_URL/)
  expect(() => parseConfig({ ...base, CANCEL_DOMAIN: '{"name":"x"}' })).toThrowError(
    /CANCEL_DOMAIN/,
  )
})
