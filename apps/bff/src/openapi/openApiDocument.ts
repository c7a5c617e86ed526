import * as z from 'zod/mini'
import type { BffOperation } from './bffOperation.js'
import { bffOperations } from './bffOperations.js'
import { namedSchemas } from './namedSchemas.js'
import { webhooksSection } from './webhookOperations.js'

/** The session a signed-in browser carries (session/createSessions.ts): a bearer token or its cookie. */
const securitySchemes = {
  sessionToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The token `POST /api/session` answers',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'ferry_session',
    description: 'The same token, set by `POST /api/session` as an HttpOnly cookie',
  },
}

function jsonSchemaOf(schema: z.ZodMiniType, io: 'input' | 'output') {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' })
  return rest
}

/** Turns the operations' schemas into `$ref`s to named components where order-api names them. */
function componentsOf() {
  const names = namedSchemas()
  const schemas: Record<string, object> = {}
  const readAs = new Map<string, 'input' | 'output'>()
  const schemaOf = (schema: z.ZodMiniType, io: 'input' | 'output') => {
    const name = names.get(schema)
    if (!name) return jsonSchemaOf(schema, io)
    // zod's input and output differ where a schema defaults or transforms: one component cannot
    // be both a request and an answer.
    if ((readAs.get(name) ?? io) !== io)
      throw new Error(`${name} is both a request and an answer; give the request its own schema`)
    readAs.set(name, io)
    schemas[name] ??= jsonSchemaOf(schema, io)
    return { $ref: `#/components/schemas/${name}` }
  }
  return { schemas, schemaOf }
}

type SchemaOf = ReturnType<typeof componentsOf>['schemaOf']

function operationObject(operation: BffOperation, schemaOf: SchemaOf) {
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
          ? { content: { 'application/json': { schema: schemaOf(response.schema, 'output') } } }
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
    ...(operation.session
      ? { security: Object.keys(securitySchemes).map((scheme) => ({ [scheme]: [] })) }
      : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: schemaOf(operation.body, 'input'),
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
 * The BFF's OpenAPI 3.1 document, generated from the zod schemas its routes validate with; the
 * schemas @ferry/order-api exports are named components. Served at `/api/openapi.json`;
 * `apps/bff/openapi.json` is the committed copy CI compares.
 */
export function openApiDocument() {
  const { schemas, schemaOf } = componentsOf()
  const paths: Record<string, Record<string, object>> = {}
  for (const operation of bffOperations) {
    paths[operation.path] ??= {}
    paths[operation.path]![operation.method] = operationObject(operation, schemaOf)
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
    webhooks: webhooksSection(),
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes,
    },
  }
}
