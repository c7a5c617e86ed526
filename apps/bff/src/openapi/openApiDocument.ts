import * as z from 'zod/mini'
import type { BffOperation } from './bffOperation.js'
import { bffOperations } from './bffOperations.js'

function jsonSchemaOf(schema: z.ZodMiniType, io: 'input' | 'output') {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' })
  return rest
}

function operationObject(operation: BffOperation) {
  const parameters: object[] = []
  for (const [name, parameter] of Object.entries(operation.pathParameters ?? {}))
    parameters.push({
      name,
      in: 'path',
      required: true,
      description: parameter.description,
      schema: { type: 'string', pattern: parameter.pattern },
    })
  if (operation.query) {
    const query = jsonSchemaOf(operation.query, 'input') as {
      properties?: Record<string, object>
      required?: string[]
    }
    for (const [name, schema] of Object.entries(query.properties ?? {}))
      parameters.push({
        name,
        in: 'query',
        required: query.required?.includes(name) ?? false,
        schema,
      })
  }
  const responses = Object.fromEntries(
    Object.entries(operation.responses).map(([status, response]) => [
      status,
      {
        description: response.description,
        ...(response.schema
          ? { content: { 'application/json': { schema: jsonSchemaOf(response.schema, 'output') } } }
          : response.mediaType
            ? { content: { [response.mediaType]: { schema: { type: 'string' } } } }
            : {}),
      },
    ]),
  )
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    tags: operation.tags,
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: jsonSchemaOf(operation.body, 'input'),
                ...(operation.example.body !== undefined
                  ? { example: operation.example.body }
                  : {}),
              },
            },
          },
        }
      : {}),
    responses,
  }
}

/**
 * The BFF's OpenAPI 3.1 document, generated from the zod schemas its routes validate with.
 * Served at `/api/openapi.json`; `apps/bff/openapi.json` is the committed copy CI compares.
 */
export function openApiDocument() {
  const paths: Record<string, Record<string, object>> = {}
  for (const operation of bffOperations) {
    paths[operation.path] ??= {}
    paths[operation.path]![operation.method] = operationObject(operation)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ferry BFF',
      version: '0.1.0',
      description:
        'The backend-for-frontend of the Ferry swap widget: the Order Service v2 mirrored under /api/v2 (validated, governed, journaled), plus what the widget needs. Every response carries x-request-id; upstream errors keep the service id as x-upstream-request-id.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/' }],
    paths,
  }
}
