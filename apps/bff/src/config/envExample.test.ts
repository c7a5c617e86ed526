import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { envSchema, parseConfig } from './config.js'

const example = readFileSync(new URL('../../../../deploy/.env.example', import.meta.url), 'utf8')
const documented = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!)

test('deploy/.env.example lists every variable the BFF reads, and no other', () => {
  const read = [...Object.keys(envSchema.def.shape), 'V1_INTEGRATOR_ID', 'V1_REFERRER']
  read.push('V1_REFERRER_FEE_BPS', 'LOG_LEVEL')
  expect([...documented].sort()).toEqual([...new Set(read)].sort())
})

test('the example, once its required values are filled in, is a configuration that starts', () => {
  const values = Object.fromEntries(
    [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)]
      .map((match) => [match[1]!, match[2]!] as const)
      .filter(([, value]) => value !== ''),
  )
  const config = parseConfig({ ...values, UPSTREAM_API_KEY: 'key' })
  expect(config.allowedOrigins).toEqual(['https://swap.example.com', 'https://dapp.example.com'])
  expect(config.streams).toMatchObject({ perClient: 6 })
})
