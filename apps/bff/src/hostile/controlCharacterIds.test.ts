import { afterAll, beforeAll, expect, test } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'
import { openMemorySqlClient } from '../../test/memorySqlClient.js'
import type { BffApp } from '../createApp.js'
import { createJournal, type SqlClient } from '../journal/journal.js'
import { createSqlV1SubmitJournal } from '../v1/v1SubmitJournal.js'

const h = useBffHarness()
const { call, devnet, upstreamCalls, usdc } = h

const wallet = () => devnet.accounts[0]!.address
const quoteId = '0b6c7a0e-4b7f-4d8e-9c51-1f0e6c2d9a11'
const hash = `0x${'ab'.repeat(32)}`
const put = (path: string, body: unknown, app?: BffApp) =>
  call(
    path,
    { method: 'PUT', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
    app,
  )

// Submits journaled in the database, as startBff runs them: PostgreSQL refuses a NUL in text.
const database = {} as { sql: SqlClient; app: BffApp }
beforeAll(async () => {
  database.sql = await openMemorySqlClient()
  const journal = await createJournal(database.sql)
  const v1Journal = await createSqlV1SubmitJournal({ sql: database.sql })
  database.app = h.makeApp({}, { journal, v1Journal })
})
afterAll(async () => {
  database.app?.close()
  await database.sql?.close()
})

/** Every id a request carries, with a control character written into it: each is one refusal. */
const controls = ['\u0000', '\n', '\u001b', '\u007f', '\u0085']

test('a NUL in a v1 submit quoteId is a 400 naming the field, not a 500 from the journal', async () => {
  upstreamCalls.length = 0
  const answer = await put(
    '/api/v1/deposit/submit',
    { quoteId: `${quoteId}\u0000`, routeId: 'Native', txHash: hash },
    database.app,
  )
  expect(answer.status).toBe(400)
  expect(answer.body).toEqual({
    message: 'Validation failed',
    name: 'ValidationException',
    details: [
      { field: 'quoteId', message: 'must not contain control characters', code: 'invalid_format' },
    ],
  })
  expect(upstreamCalls).toEqual([])
})

test('a control character in any id of a v1 or v2 request body is refused before anything is sent or journaled', async () => {
  const q = await h.quote()
  const v1Quote = h.v1QuoteBody()
  for (const control of controls) {
    upstreamCalls.length = 0
    const refusals = [
      [
        'quoteId',
        await put('/api/v1/deposit/submit', {
          quoteId: `a${control}b`,
          routeId: 'Native',
          txHash: hash,
        }),
      ],
      [
        'buildId',
        await put('/api/v1/deposit/submit', {
          quoteId,
          routeId: 'Native',
          buildId: `b${control}`,
          txHash: hash,
        }),
      ],
      [
        'quoteId',
        await call('/api/v1/deposit/build', {
          json: { quoteId: `${control}${quoteId}`, routeId: 'Native', from: wallet() },
        }),
      ],
      [
        'fromToken',
        await call('/api/v1/quotes', { json: { ...v1Quote, fromToken: `0x${control}` } }),
      ],
      [
        'toToken',
        await call('/api/v1/quotes?mode=stream', { json: { ...v1Quote, toToken: `${control}` } }),
      ],
      [
        'srcToken.token',
        await call('/api/v2/build', {
          json: {
            ...q.build,
            srcToken: { ...q.build.srcToken, token: `${q.build.srcToken.token}${control}` },
            depositor: wallet(),
          },
        }),
      ],
      [
        'from',
        await call(
          `/api/v2/quote?${new URLSearchParams({ fromChainId: '1', from: `${usdc(1)}${control}`, toChainId: '8453', to: usdc(8453), srcAmount: '50000000' })}`,
        ),
      ],
    ] as const
    for (const [field, refusal] of refusals) {
      expect(
        refusal.status,
        `${field} ${JSON.stringify(control)}: ${JSON.stringify(refusal.body)}`,
      ).toBe(400)
      expect(refusal.body.name).toBe('ValidationException')
      expect(refusal.body.details).toContainEqual(
        expect.objectContaining({ field, message: 'must not contain control characters' }),
      )
    }
    expect(upstreamCalls).toEqual([])
  }
})

test('a control character in a path id is a 400, never sent on', async () => {
  upstreamCalls.length = 0
  const paths = [
    `/api/v1/orders/by-id/c${'a'.repeat(23)}%00`,
    `/api/v1/orders/${wallet()}%00`,
    `/api/v1/orders/${wallet()}?orderIds=c${'a'.repeat(23)}%0A`,
    `/api/v1/orders/${wallet()}?txHashSearch=ab%00`,
    `/api/v2/orders/0x${'ab'.repeat(31)}a%00`,
    '/api/v1/route/Native%00/icon',
  ]
  for (const path of paths) {
    const refusal = await call(path)
    expect(refusal.status, `${path}: ${JSON.stringify(refusal.body)}`).toBe(400)
  }
  expect(upstreamCalls).toEqual([])
})
