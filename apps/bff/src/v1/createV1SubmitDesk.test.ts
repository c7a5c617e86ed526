import { createV1Client, type V1OrderWire } from '@ferry/order-api/v1'
import { describe, expect, test } from 'vitest'
import { openMemorySqlClient } from '../../test/memorySqlClient.js'
import { createJournal } from '../journal/journal.js'
import { createV1SubmitDesk } from './createV1SubmitDesk.js'
import {
  createMemoryV1SubmitJournal,
  createSqlV1SubmitJournal,
  type V1SubmitJournal,
} from './v1SubmitJournal.js'

const wallet = '0x00000000000000000000000000000000000000aa'
const quoteId = '0b6c7a0e-4b7f-4d8e-9c51-1f0e6c2d9a11'
const txHash = `0x${'ab'.repeat(32)}`
const orderId = `c${'a1'.repeat(12)}`
const request = { quoteId, routeId: 'Native' as const, txHash }

const order: V1OrderWire = {
  id: orderId,
  type: 'native-filler',
  quoteId,
  routeId: 'Native',
  fromChainId: 8453,
  toChainId: 42161,
  fromToken: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
  toToken: '0xaf88d065e77c8cc2239327c5edb3a432268e5831',
  srcAmount: '100000000',
  destAmount: '99850000',
  status: 'created',
  author: wallet,
  recipient: null,
  refundTo: wallet,
  fillerAddress: null,
  depositTxHash: txHash,
  externalOrderId: null,
  createdAt: '2027-01-15T08:00:00.000Z',
  updatedAt: '2027-01-15T08:00:00.000Z',
  tradeType: 'EXACT_INPUT',
  stepsCompleted: ['created'],
  transactions: {},
  timestamps: { createdAt: '2027-01-15T08:00:00.000Z' },
  fromTokenMeta: null,
  toTokenMeta: null,
}

type Behaviour = 'ok' | 'lost' | 'quoteNotFound' | 'recordFailed' | 'broadcast'

/**
 * A fake v1 service: the submit does what `next` says (registering the order unless refused),
 * and the order list answers from what was registered. Records every request.
 */
function fakeService() {
  const calls: string[] = []
  const registered: V1OrderWire[] = []
  const state = { next: [] as Behaviour[] }
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input))
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`)
    if (url.pathname === '/v1/deposit/submit') {
      const behaviour = state.next.shift() ?? 'ok'
      if (behaviour === 'broadcast')
        return json(400, { name: 'BroadcastException', message: 'Broadcast failed' })
      if (behaviour === 'quoteNotFound' || registered.length > 0)
        return json(404, { name: 'QuoteNotFoundException', message: 'Quote not found' })
      registered.push(order)
      if (behaviour === 'lost') throw new TypeError('fetch failed')
      if (behaviour === 'recordFailed')
        return json(500, {
          name: 'InternalErrorException',
          message: 'Deposit was submitted, but the record failed',
        })
      return json(200, { orderId, txHash })
    }
    if (url.pathname === `/v1/orders/${wallet}`) return json(200, { data: registered })
    return new Response('404 Not Found', { status: 404 })
  }
  return { calls, registered, state, fetch }
}

const submits = (calls: string[]) => calls.filter((call) => call.startsWith('PUT')).length
const lookups = (calls: string[]) => calls.filter((call) => call.startsWith('GET')).length

async function deskOver(journal: V1SubmitJournal = createMemoryV1SubmitJournal()) {
  const service = fakeService()
  const desk = createV1SubmitDesk({
    journal,
    client: createV1Client({ baseUrl: 'http://service.test', fetch: service.fetch }),
    lookupPausesMs: [0, 1, 1],
  })
  await desk.recordBuild({ quoteId, routeId: 'Native', address: wallet })
  return { service, desk, journal }
}

describe('v1 submits through the BFF', () => {
  test('a submit is journaled with its request and answer, and a replay is answered from the journal', async () => {
    const { service, desk, journal } = await deskOver()
    expect(await desk.submit(request)).toEqual({ ok: true, answer: { orderId, txHash } })
    expect(await journal.get(request)).toMatchObject({
      address: wallet,
      status: 'submitted',
      request: { quoteId, routeId: 'Native', txHash },
      response: { orderId, txHash },
      orderId,
      attempts: 1,
    })
    expect(await desk.submit(request)).toEqual({ ok: true, answer: { orderId, txHash } })
    expect(submits(service.calls)).toBe(1)
  })

  test('a lost answer is resolved by looking the order up by address and txHashSearch', async () => {
    const { service, desk, journal } = await deskOver()
    service.state.next = ['lost']
    expect(await desk.submit(request)).toEqual({
      ok: true,
      answer: { orderId, txHash, recovered: true },
    })
    expect(service.calls).toEqual([
      'PUT /v1/deposit/submit',
      `GET /v1/orders/${wallet}?limit=20&txHashSearch=${txHash}`,
    ])
    expect((await journal.get(request))?.status).toBe('submitted')
  })

  test('a repeat that gets 404 QuoteNotFoundException after a lost answer reads as already submitted', async () => {
    const { service, desk } = await deskOver()
    // The first answer is lost and the lookup fails too: the outcome stays unknown.
    service.state.next = ['lost']
    const listed = service.fetch
    let lookupDown = true
    const desk2 = createV1SubmitDesk({
      journal: createMemoryV1SubmitJournal(),
      client: createV1Client({
        baseUrl: 'http://service.test',
        fetch: async (input, init) => {
          if (lookupDown && String(input).includes('/v1/orders/')) throw new TypeError('down')
          return listed(input, init)
        },
      }),
    })
    await desk2.recordBuild({ quoteId, routeId: 'Native', address: wallet })
    const first = await desk2.submit(request)
    expect(first.ok).toBe(false)
    lookupDown = false
    // The repeat looks first and finds the order: no second submit is sent.
    expect(await desk2.submit(request)).toEqual({
      ok: true,
      answer: { orderId, txHash, recovered: true },
    })
    expect(submits(service.calls)).toBe(1)
    // A desk whose journal saw no lost answer checks the service's 404 the same way.
    expect(await desk.submit(request)).toEqual({
      ok: true,
      answer: { orderId, txHash, recovered: true },
    })
    expect(service.calls.slice(-2)).toEqual([
      'PUT /v1/deposit/submit',
      `GET /v1/orders/${wallet}?limit=20&txHashSearch=${txHash}`,
    ])
  })

  test('a 500 saying the deposit was submitted is resolved by the lookup', async () => {
    const { service, desk } = await deskOver()
    service.state.next = ['recordFailed']
    expect(await desk.submit(request)).toMatchObject({ ok: true, answer: { recovered: true } })
  })

  test('a refusal is journaled as failed and not looked up', async () => {
    const { service, desk, journal } = await deskOver()
    service.state.next = ['broadcast']
    const outcome = await desk.submit(request)
    expect(outcome.ok).toBe(false)
    expect(lookups(service.calls)).toBe(0)
    expect(await journal.get(request)).toMatchObject({
      status: 'failed',
      error: { status: 400, name: 'BroadcastException' },
    })
  })

  test('a 404 for a quote never submitted stays a 404 (nothing found)', async () => {
    const { service, desk, journal } = await deskOver()
    service.state.next = ['quoteNotFound']
    const outcome = await desk.submit(request)
    expect(outcome.ok ? undefined : (outcome.error as { status: number }).status).toBe(404)
    // Looked up a bounded number of times (the service may list an order a moment late).
    expect(lookups(service.calls)).toBe(3)
    expect(submits(service.calls)).toBe(1)
    expect((await journal.get(request))?.status).toBe('unknown')
  })

  test('concurrent submits of one quote send one request', async () => {
    const { service, desk } = await deskOver()
    const outcomes = await Promise.all([desk.submit(request), desk.submit(request)])
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true)
    expect(submits(service.calls)).toBe(1)
  })

  test('the journal in the database keeps the same record, the first build parties winning', async () => {
    const sql = await openMemorySqlClient()
    await createJournal(sql)
    const journal = await createSqlV1SubmitJournal({ sql, now: () => 1_000 })
    const { service, desk } = await deskOver(journal)
    await journal.recordBuild({
      quoteId,
      routeId: 'Native',
      address: '0x00000000000000000000000000000000000000bb',
    })
    service.state.next = ['lost']
    await desk.submit(request)
    expect(await journal.get(request)).toMatchObject({
      address: wallet,
      status: 'submitted',
      response: { orderId, txHash, recovered: true },
      orderId,
      attempts: 1,
    })
    await sql.close()
    // PGlite builds its database in WebAssembly: slow on a busy machine.
  }, 150_000)
})
