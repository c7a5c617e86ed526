import { expect, test } from 'vitest'
import { liveEnvironment } from '../../test/liveEnvironment.js'
import { parseConfig } from '../config/config.js'

const base = { ...liveEnvironment, DATABASE_URL: 'postgres://db.example/ferry' }

test('SESSION_SECRET is optional, and a short one stops start-up by name', () => {
  expect(parseConfig(base).sessionSecret).toBeUndefined()
  const secret = 'f'.repeat(64)
  expect(parseConfig({ ...base, SESSION_SECRET: secret }).sessionSecret).toBe(secret)
  expect(() => parseConfig({ ...base, SESSION_SECRET: 'hunter2' })).toThrowError(
    /SESSION_SECRET: must be at least 32 characters/,
  )
})
