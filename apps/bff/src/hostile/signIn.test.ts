import { hashMessage } from 'viem'
import { expect, test } from 'vitest'
import {
  alice,
  type Bff,
  list,
  makeBff,
  mallory,
  messageFor,
  signIn,
  wallet,
} from '../../test/sessionBff.js'
import { createSignInLimits } from '../session/signInLimits.js'

/** Posts a sign-in as `client`, to the BFF reached under `host`. */
const signInAt = (bff: Bff, host: string, body: unknown, client = 'attacker') =>
  bff.app.request(`http://${host}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client': client },
    body: JSON.stringify(body),
  })

test("a signature made on another site, posted with that site's Host, mints no session", async () => {
  const bff = makeBff()
  // The victim signed "evil.example wants you to sign in" on evil.example; the attacker posts
  // it with `Host: evil.example` (a proxy that forwards any Host lets it through).
  const message = await messageFor(bff, {
    domain: 'evil.example',
    uri: 'https://evil.example/login',
  })
  const stolen = { message, signature: await alice.signMessage({ message }) }
  const response = await signInAt(bff, 'evil.example', stolen)
  expect(response.status).toBe(401)
  expect(((await response.json()) as { message: string }).message).toMatch(/domain/)
  // The BFF's own address is no exception unless it is a configured origin.
  const own = await messageFor(bff, { domain: 'bff.example', uri: 'http://bff.example' })
  const asOwn = await signInAt(bff, 'bff.example', {
    message: own,
    signature: await alice.signMessage({ message: own }),
  })
  expect(asOwn.status).toBe(401)
})

test('a URI on the right host but another scheme or port is refused', async () => {
  const bff = makeBff()
  for (const uri of ['http://dapp.example/swap', 'https://dapp.example:8443/swap']) {
    const message = await messageFor(bff, { uri })
    const response = await signIn(bff, { message, signature: await alice.signMessage({ message }) })
    expect(response.status).toBe(401)
    expect(((await response.json()) as { message: string }).message).toMatch(/URI/)
  }
})

test('a bad signature does not burn the nonce the real signature will use', async () => {
  const bff = makeBff()
  const message = await messageFor(bff)
  // Someone who saw the message (and its nonce) before it was posted races it with garbage.
  const forged = await signIn(bff, { message, signature: await mallory.signMessage({ message }) })
  expect(forged.status).toBe(401)
  const real = await signIn(bff, { message, signature: await alice.signMessage({ message }) })
  expect(real.status).toBe(200)
  const token = ((await real.json()) as { token: string }).token
  expect((await list(bff, alice.address, { authorization: `Bearer ${token}` })).status).toBe(200)
})

test('sign-in attempts are limited per client; other clients still sign in', async () => {
  const bff = makeBff()
  const statuses: number[] = []
  for (let i = 0; i < 15; i++) {
    const message = await messageFor(bff)
    const body = { message, signature: await mallory.signMessage({ message }) }
    statuses.push((await signIn(bff, body, { 'x-client': 'flood' })).status)
  }
  expect(statuses.filter((status) => status === 401)).toHaveLength(10)
  expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429])
  const refused = await signIn(bff, {}, { 'x-client': 'flood' })
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  const message = await messageFor(bff)
  const other = await signIn(
    bff,
    { message, signature: await alice.signMessage({ message }) },
    { 'x-client': 'someone-else' },
  )
  expect(other.status).toBe(200)
})

test('bad signatures cost a bounded number of chain RPC calls (ERC-1271 only for code)', async () => {
  const bff = makeBff({
    signInLimits: createSignInLimits({ contractChecksPerClient: 2, contractChecks: 5 }),
  })
  // 30 attempts from 10 clients, each claiming the contract wallet with a wrong signature.
  for (let i = 0; i < 30; i++) {
    const message = await messageFor(bff, { address: wallet })
    const signature = await mallory.signMessage({ message: { raw: hashMessage(message) } })
    await signIn(bff, { message, signature }, { 'x-client': `client-${i % 10}` })
  }
  expect(bff.contractCalls.length).toBeLessThanOrEqual(5)
  expect(bff.codeReads.length).toBeLessThanOrEqual(5)
  // An address with no code is not asked to validate anything.
  const plain = makeBff()
  const message = await messageFor(plain)
  await signIn(plain, { message, signature: `0x${'11'.repeat(100)}` })
  expect(plain.contractCalls).toEqual([])
})
