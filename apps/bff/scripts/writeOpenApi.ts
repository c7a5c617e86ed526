// Writes apps/bff/openapi.json and the route table of docs/interfaces.md from the route
// declarations (`pnpm --filter @ferry/bff openapi`). With `--out <file>`, only the document, there
// (`pnpm --filter @ferry/bff openapi:check` generates a client from it).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { openApiDocument } from '../src/openapi/openApiDocument.js'
import { withRouteTable } from '../src/openapi/routeTable.js'
import { documentedRoutes } from '../src/routes/routeList.js'

const { values } = parseArgs({ options: { out: { type: 'string' } } })
const document = `${JSON.stringify(openApiDocument(documentedRoutes()), null, 2)}\n`
if (values.out) {
  const file = resolve(values.out)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, document)
  console.log(`wrote ${file}`)
} else {
  const file = new URL('../openapi.json', import.meta.url)
  writeFileSync(file, document)
  const docs = new URL('../../../docs/interfaces.md', import.meta.url)
  writeFileSync(docs, withRouteTable(readFileSync(docs, 'utf8')))
  console.log(`wrote ${file.pathname} and the route table of ${docs.pathname}`)
}
