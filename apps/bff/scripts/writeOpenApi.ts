// Writes apps/bff/openapi.json from the route table and schemas (`pnpm --filter @ferry/bff openapi`).
import { writeFileSync } from 'node:fs'
import { openApiDocument } from '../src/openapi/openApiDocument.js'

const file = new URL('../openapi.json', import.meta.url)
writeFileSync(file, `${JSON.stringify(openApiDocument(), null, 2)}\n`)
console.log(`wrote ${file.pathname}`)
