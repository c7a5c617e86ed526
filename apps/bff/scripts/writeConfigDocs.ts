// Writes deploy/.env.example and the README's settings table from src/configSettings.ts
// (`pnpm --filter @ferry/bff config:docs`); envExample.test.ts fails when they drift.
import { readFileSync, writeFileSync } from 'node:fs'
import { renderEnvExample, withSettingsTable } from '../src/config/configDocs.js'

const example = new URL('../../../deploy/.env.example', import.meta.url)
writeFileSync(example, renderEnvExample())
const readme = new URL('../README.md', import.meta.url)
writeFileSync(readme, withSettingsTable(readFileSync(readme, 'utf8')))
console.log(`wrote ${example.pathname} and ${readme.pathname}`)
