import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { webhookVariables } from '../webhooks/webhookSettings.js'
import { envSchema, parseConfig } from './config.js'
import { renderEnvExample, withSettingsTable } from './configDocs.js'
import { settings } from './configSettings.js'

const example = readFileSync(new URL('../../../../deploy/.env.example', import.meta.url), 'utf8')
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
const documented = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!)

test('deploy/.env.example lists every variable the BFF reads, and no other', () => {
  const read = [...Object.keys(envSchema.def.shape), 'V1_INTEGRATOR_ID', 'V1_REFERRER']
  read.push('V1_REFERRER_FEE_BPS', 'LOG_LEVEL', ...webhookVariables)
  expect([...documented].sort()).toEqual([...new Set(read)].sort())
  expect(settings.map((setting) => setting.name).sort()).toEqual([...new Set(read)].sort())
})

test('deploy/.env.example and the README settings table are the ones generated from the settings (pnpm --filter @ferry/bff config:docs)', () => {
  expect(example).toBe(renderEnvExample())
  expect(readme).toBe(withSettingsTable(readme))
  for (const setting of settings) expect(readme).toContain(`| \`${setting.name}\` |`)
})

test('the example, once its required values are filled in, is a configuration that starts', () => {
  const values = Object.fromEntries(
    [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(
      (match) => [match[1]!, match[2]!] as const,
    ),
  )
  // Its blanks are passed as they are: an empty value means unset.
  const config = parseConfig({ ...values, UPSTREAM_API_KEY: 'key' })
  expect(config.allowedOrigins).toEqual(['https://swap.example.com', 'https://dapp.example.com'])
  expect(config.streams).toMatchObject({ perClient: 6 })
  expect(config.port).toBe(8787)
})
