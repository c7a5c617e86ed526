import { OrderApiError, type OrderRecord, type OrderState } from '@ferry/order-api'
import { expect, test } from 'vitest'
import { cancelOrder } from './cancelOrder.js'

const orderId = `0x${'1f'.repeat(32)}`
const rootIntentId = `0x${'cc'.repeat(32)}`
const domain = {
  name: 'OrderDelegate',
  version: '2',
  chainId: 1,
  verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
} as const

const orderIn = (state: OrderState) =>
  ({
    orderId,
    state,
    traces: { rootIntentId: state === 'deposited' ? null : rootIntentId, chainObservations: [] },
  }) as unknown as OrderRecord
const rejection = (status: number, error: string) =>
  new OrderApiError({ status, body: { error }, requestId: undefined, operation: 'cancel' })

/** A fake BFF: the order states read in turn, and the cancel answers in turn. */
function setup(states: OrderState[], answers: (OrderApiError | string)[]) {
  const signed: bigint[] = []
  const sent: { nonce: string; signature: string }[] = []
  let reads = 0
  let nonce = 100n
  const run = () =>
    cancelOrder({
      client: {
        getOrder: async () => orderIn(states[Math.min(reads++, states.length - 1)]!),
        cancelOrder: async (_id, body) => {
          sent.push({ nonce: body.payload.nonce, signature: body.signature })
          const answer = answers[sent.length - 1]
          if (answer instanceof OrderApiError) throw answer
          return { relaySubmissionId: answer ?? 'none' }
        },
      },
      orderId,
      domain,
      randomNonce: () => ++nonce,
      signTypedData: async (typedData) => {
        expect(typedData.primaryType).toBe('OrderDelegateV2Cancel')
        expect(typedData.message.rootIntentId).toBe(rootIntentId)
        signed.push(typedData.message.nonce)
        return `0x${typedData.message.nonce.toString(16).padStart(130, '0')}`
      },
    })
  return { run, signed, sent, reads: () => reads }
}

test('a published order is cancelled with one signed, fresh nonce', async () => {
  const fake = setup(['published'], ['relay-1'])
  expect(await fake.run()).toEqual({ kind: 'accepted', relaySubmissionId: 'relay-1' })
  expect(fake.signed).toEqual([101n])
  expect(fake.sent).toEqual([{ nonce: '101', signature: expect.stringMatching(/65$/) }])
})

test('an order not yet published is not signed at all', async () => {
  const fake = setup(['deposited'], [])
  expect(await fake.run()).toEqual({ kind: 'not_published', state: 'deposited' })
  expect(fake.signed).toEqual([])
})

test('a 409 from the relay means not published yet', async () => {
  const fake = setup(['published'], [rejection(409, 'Order is not published yet')])
  expect(await fake.run()).toMatchObject({ kind: 'not_published' })
})

test('a 502 re-reads the order and retries with a new nonce while it is open', async () => {
  const fake = setup(
    ['published', 'published'],
    [rejection(502, 'Cancel rejected: nonce already used'), 'relay-2'],
  )
  expect(await fake.run()).toEqual({ kind: 'accepted', relaySubmissionId: 'relay-2' })
  expect(fake.signed).toEqual([101n, 102n])
  expect(fake.reads()).toBe(2)
})

test('a 502 after which the order is no longer open stops retrying', async () => {
  const fake = setup(
    ['published', 'terminal_chain'],
    [rejection(502, 'Cancel rejected: temporarily unavailable')],
  )
  expect(await fake.run()).toEqual({ kind: 'closed', state: 'terminal_chain' })
  expect(fake.signed).toEqual([101n])
})

test('retries are capped', async () => {
  const busy = rejection(502, 'Cancel rejected: temporarily unavailable')
  const fake = setup(['published'], [busy, busy, busy, busy])
  expect(await fake.run()).toMatchObject({ kind: 'rejected' })
  expect(fake.signed).toEqual([101n, 102n, 103n])
})

test('a wrong signer is not retried: a fresh nonce cannot fix it', async () => {
  const fake = setup(
    ['published'],
    [rejection(502, 'Cancel rejected: signer is not the depositor')],
  )
  expect(await fake.run()).toMatchObject({ kind: 'rejected' })
  expect(fake.signed).toEqual([101n])
})
