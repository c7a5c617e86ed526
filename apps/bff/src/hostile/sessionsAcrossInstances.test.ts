import { expect, test } from 'vitest'
import { alice, type Bff, list, makeBff, messageFor, signIn } from '../../test/sessionBff.js'
import { useSharedRedis } from '../../test/useSharedRedis.js'

const redis = useSharedRedis()

/** Two instances of one BFF on one Redis, on the same clock. */
async function twoInstances(): Promise<[Bff, Bff]> {
  const prefix = redis.freshPrefix()
  const a = makeBff({ shared: await redis.open({ prefix }) })
  const b = makeBff({ shared: await redis.open({ prefix }) })
  // The sessions are checked against Redis's clock (EXAT): the fixture's fixed clock must be now.
  const now = Math.floor(Date.now() / 1000)
  a.clock.now = now
  b.clock.now = now
  return [a, b]
}

test('a sign-out on one instance ends the session on every instance', async () => {
  const [a, b] = await twoInstances()
  const message = await messageFor(a)
  const signedIn = await signIn(a, { message, signature: await alice.signMessage({ message }) })
  const { token } = (await signedIn.json()) as { token: string }
  const bearer = { authorization: `Bearer ${token}` }
  expect((await list(b, alice.address, bearer)).status).toBe(200)
  const out = await a.app.request('http://bff.example/api/session', {
    method: 'DELETE',
    headers: bearer,
  })
  expect(out.status).toBe(204)
  expect((await list(a, alice.address, bearer)).status).toBe(401)
  expect((await list(b, alice.address, bearer)).status).toBe(401)
})

test('a message that signed in on one instance cannot sign in again on another', async () => {
  const [a, b] = await twoInstances()
  const message = await messageFor(a)
  const body = { message, signature: await alice.signMessage({ message }) }
  expect((await signIn(a, body)).status).toBe(200)
  const replay = await signIn(b, body)
  expect(replay.status).toBe(401)
  expect(((await replay.json()) as { message: string }).message).toMatch(/already used/)
})

test('the sign-in attempts of a client are counted once for all instances', async () => {
  const [a, b] = await twoInstances()
  const statuses: number[] = []
  for (let i = 0; i < 12; i++) {
    const bff = i % 2 === 0 ? a : b
    statuses.push((await signIn(bff, {}, { 'x-client': 'flood' })).status)
  }
  expect(statuses.filter((status) => status === 429)).toHaveLength(2)
})
