import { readFileSync } from 'node:fs'
import { Validator } from '@seriousme/openapi-schema-validator'
import { expect, test } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'
import { documentedRoutes } from '../routes/routeList.js'
import { openApiDocument } from './openApiDocument.js'

const h = useBffHarness()

test('the document is valid OpenAPI 3.1', async () => {
  const result = await new Validator().validate(
    openApiDocument(documentedRoutes()) as Parameters<Validator['validate']>[0],
  )
  expect(result.errors ?? []).toEqual([])
  expect(result.valid).toBe(true)
})

test('the committed apps/bff/openapi.json is current (pnpm --filter @ferry/bff openapi)', () => {
  const committed = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'))
  expect(committed).toEqual(JSON.parse(JSON.stringify(openApiDocument(documentedRoutes()))))
})

test('the BFF serves the document at /api/openapi.json', async () => {
  const served = await h.call('/api/openapi.json')
  expect(served.status).toBe(200)
  expect(served.body.openapi).toBe('3.1.0')
  expect(Object.keys(served.body.paths)).toEqual([
    ...new Set(documentedRoutes().map((op) => op.path)),
  ])
})

test.each(documentedRoutes().map((operation) => [operation.operationId, operation] as const))(
  'the example of %s, sent to the real BFF, is answered as documented',
  async (_, operation) => {
    let path = operation.path
    for (const [name, value] of Object.entries(operation.example.path ?? {}))
      path = path.replace(`{${name}}`, value)
    if (operation.example.query) path += `?${new URLSearchParams(operation.example.query)}`
    const controller = new AbortController()
    const response = await h.bff.app.request(path, {
      method: operation.method.toUpperCase(),
      signal: controller.signal,
      headers: { origin: 'https://dapp.example', 'content-type': 'application/json' },
      ...(operation.example.body !== undefined
        ? { body: JSON.stringify(operation.example.body) }
        : {}),
    })
    const documented = operation.responses[String(response.status)]
    expect(documented, `status ${response.status} is not documented`).toBeDefined()
    const type = response.headers.get('content-type') ?? ''
    if (documented!.schema) {
      expect(type).toContain('application/json')
      const parsed = documented!.schema.safeParse(await response.json())
      expect(parsed.error?.issues ?? []).toEqual([])
    } else if (documented!.mediaType) {
      expect(type).toContain(documented!.mediaType)
    }
    controller.abort()
    await response.body?.cancel().catch(() => {})
  },
)
