import { randomBytes, randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'
import { openMemorySqlClient } from '../../test/memorySqlClient.js'
import { createSqlV1SubmitJournal } from '../v1/v1SubmitJournal.js'
import { createJournal } from './journal.js'

// With the journal database gone, builds and submits answered 500. Nothing is sent before it is
// journaled, so nothing was sent: the answer is 503 with a Retry-After and words that say so.
const h = useBffHarness()
const { call, quote, makeApp, upstreamCalls } = h

test('with the journal database down, v2 builds and v1 builds and submits answer 503 and send nothing', async () => {
  const sql = await openMemorySqlClient()
  const journal = await createJournal(sql)
  const v1Journal = await createSqlV1SubmitJournal({ sql })
  const app = makeApp({}, { journal, v1Journal })
  const q = await quote()
  await sql.close()
  const sentBefore = upstreamCalls.length
  const wallet = `0x${randomBytes(20).toString('hex')}`
  const quoteId = randomUUID()
  const answers = [
    await call('/api/v2/build', { json: { ...q.build, depositor: wallet } }, app),
    await call(
      '/api/v1/deposit/build',
      { json: { quoteId, routeId: 'Native', depositMethod: 'CONTRACT_CALL', from: wallet } },
      app,
    ),
    await call(
      '/api/v1/deposit/submit',
      {
        method: 'PUT',
        body: JSON.stringify({ quoteId, routeId: 'Native', txHash: `0x${'ab'.repeat(32)}` }),
        headers: { 'content-type': 'application/json' },
      },
      app,
    ),
  ]
  for (const answer of answers) {
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('5')
    expect(answer.body).toEqual({
      name: 'ServiceUnavailableException',
      message:
        'This app cannot record the request right now, so nothing was sent to the Order Service. Retry shortly.',
    })
  }
  const sent = upstreamCalls.slice(sentBefore)
  expect(sent.filter((path) => /build|submit/.test(path))).toEqual([])
  app.close()
})
