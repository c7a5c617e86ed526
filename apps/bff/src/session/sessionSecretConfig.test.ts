import { expect, test } from 'vitest'
import { parseConfig } from '../config.js'

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
  DATABASE_URL: 'postgres://db.example/ferry',
}

test('SESSION_SECRET is optional, and a short one stops start-up by name', () => {
  expect(parseConfig(base).sessionSecret).toBeUndefined()
  const secret = 'f'.repeat(64)
  expect(parseConfig({ ...base, SESSION_SECRET: secret }).sessionSecret).toBe(secret)
  expect(() => parseConfig({ ...base, SESSION_SECRET: 'hunter2' })).toThrowError(
    /SESSION_SECRET: must be at least 32 characters/,
  )
})
