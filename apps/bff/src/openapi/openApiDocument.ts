import * as z from 'zod/mini'
import type { DocumentedRoute } from '../http/routeDeclaration.js'
import { namedSchemas } from './namedSchemas.js'
import { webhooksSection } from './webhooksSection.js'

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

type JsonObject = { properties?: Record<string, object>; required?: string[] }

/** Path parameters: described in the declaration, their schema from the schema that checks them. */
function pathParametersOf(route: DocumentedRoute) {
  const checked = route.request?.params
    ? (jsonSchemaOf(route.request.params, 'input') as JsonObject).properties
    : undefined
  return Object.entries(route.pathParameters ?? {}).map(([name, parameter]) => ({
    name,
    in: 'path',
    required: true,
    description: parameter.description,
    schema: {
      type: 'string',
      ...(parameter.pattern ? { pattern: parameter.pattern } : {}),
      ...checked?.[name],
    },
  }))
}

function queryParametersOf(query: z.ZodMiniType | undefined) {
  if (!query) return []
  const { properties, required } = jsonSchemaOf(query, 'input') as JsonObject
  return Object.entries(properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required?.includes(name) ?? false,
    schema,
  }))
}

function operationObject(operation: DocumentedRoute, schemaOf: SchemaOf) {
  const parameters = [
    ...pathParametersOf(operation),
    ...queryParametersOf(operation.request?.query),
  ]
  const body = operation.request?.body ?? operation.bodyReadByHandler
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
    ...(body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: schemaOf(body, 'input'),
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
 * The BFF's OpenAPI 3.1 document, generated from its route declarations (`routes/routeList.ts`)
 * and the zod schemas they validate with; the schemas @ferry/order-api exports are named
 * components. Served at `/api/openapi.json`; `apps/bff/openapi.json` is the committed copy CI
 * compares.
 */
export function openApiDocument(routes: readonly DocumentedRoute[]) {
  const { schemas, schemaOf } = componentsOf()
  const paths: Record<string, Record<string, object>> = {}
  for (const operation of routes) {
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
