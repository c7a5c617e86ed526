import { Hono } from 'hono'
import { expect, test } from 'vitest'
import * as z from 'zod/mini'
import { mountRoutes, type ValidationHook } from './mountRoutes.js'
import { declareRoute } from './routeDeclaration.js'

const echo = declareRoute({
  method: 'post',
  path: '/things/{id}',
  operationId: 'echo',
  summary: 'Answers what it was given, checked',
  tags: ['test'],
  request: {
    params: z.object({ id: z.string().check(z.regex(/^\d+$/)) }),
    query: z.object({
      tag: z.optional(z.union([z.string(), z.array(z.string())])),
      other: z.optional(z.string()),
    }),
    body: z.object({ n: z.number() }),
    repeatedQuery: ['tag'],
  },
  responses: { '200': { description: 'The checked request' } },
  example: {},
  handler:
    ({ prefix }: { prefix: string }) =>
    (c, { params, query, body, rawBody }) =>
      c.json({ prefix, params, query, body, rawBody }),
})

/** Names which part failed, so the tests can see the order of the checks. */
const hook: ValidationHook = {
  invalid: (error, c) =>
    c.json({ refused: error.issues.map((issue) => issue.path.join('.')) }, 400),
  malformedJson: (c) => c.json({ refused: 'not json' }, 400),
}
const app = mountRoutes(new Hono(), [echo], { prefix: 'made once' }, hook)
const send = (path: string, body: string) =>
  app.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } })

test('a declared route is served at its path with its request parsed and its handler made from its needs', async () => {
  const answer = await send('/things/7?tag=a&more=x', '{"n":1,"extra":true}')
  expect(answer.status).toBe(200)
  expect(await answer.json()).toEqual({
    prefix: 'made once',
    params: { id: '7' },
    query: { tag: 'a' },
    body: { n: 1 },
    rawBody: { n: 1, extra: true },
  })
})

test('only a declared repeatable key is read as a list; any other repeated key keeps its first value', async () => {
  const answer = await send('/things/7?tag=a&tag=b&other=x&other=y', '{"n":1}')
  expect(((await answer.json()) as { query: unknown }).query).toEqual({
    tag: ['a', 'b'],
    other: 'x',
  })
})

test('path, query and body are checked in that order, each refusal answered by the hook', async () => {
  expect(await (await send('/things/x?tag=a', 'not json')).json()).toEqual({ refused: ['id'] })
  expect(await (await send('/things/7', 'not json')).json()).toEqual({ refused: 'not json' })
  const wrongBody = await send('/things/7', '{"n":"1"}')
  expect(wrongBody.status).toBe(400)
  expect(await wrongBody.json()).toEqual({ refused: ['n'] })
})
