import { Hono } from 'hono'
import { openApiDocument } from '../../openapi/openApiDocument.js'

/** `GET /api/openapi.json`: the BFF's API, generated from the schemas its routes validate with. */
export function openApiRoutes() {
  const document = openApiDocument()
  return new Hono().get('/api/openapi.json', (c) => c.json(document))
}
