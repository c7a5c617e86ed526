import { hashMessage } from 'viem'
import { expect, test } from 'vitest'
import {
  alice,
  aliceToken,
  dapp,
  expectSignInsRefused,
  list,
  makeBff,
  mallory,
  messageFor,
  signIn,
  wallet,
} from '../../test/sessionBff.js'
import { SESSION_COOKIE } from './createSessions.js'
import { createSessionTokens } from './sessionTokens.js'

test('a signed message gives a bearer token and a cookie, and both list only that depositor', async () => {
  const bff = makeBff()
  const message = await messageFor(bff)
  const response = await signIn(bff, { message, signature: await alice.signMessage({ message }) })
  expect(response.status).toBe(200)
  const body = (await response.json()) as { token: string; address: string; expiresAt: number }
  expect(body.address).toBe(alice.address)
  expect(body.expiresAt).toBe(bff.clock.now + 12 * 3600)
  const cookie = response.headers.get('set-cookie')!
  expect(cookie).toContain(`${SESSION_COOKIE}=${body.token}`)
  expect(cookie).toMatch(/HttpOnly/)
  expect(cookie).toMatch(/SameSite=Strict/)
  expect(cookie).toMatch(/Path=\/api/)
  expect(cookie).not.toMatch(/Secure/)

  const bearer = { authorization: `Bearer ${body.token}` }
  expect((await list(bff, alice.address, bearer)).status).toBe(200)
  expect((await list(bff, alice.address.toLowerCase(), bearer)).status).toBe(200)
  const viaCookie = { cookie: `${SESSION_COOKIE}=${body.token}` }
  expect((await list(bff, alice.address, viaCookie)).status).toBe(200)

  const other = await list(bff, mallory.address, bearer)
  expect(other.status).toBe(403)
  expect(await other.json()).toMatchInlineSnapshot(`
    {
      "message": "This session belongs to another address; sign in as the depositor",
      "name": "ForbiddenException",
    }
  `)
})

test('without a session the list is refused with a clear 401', async () => {
  const bff = makeBff()
  const response = await list(bff, alice.address)
  expect(response.status).toBe(401)
  expect(await response.json()).toMatchInlineSnapshot(`
    {
      "message": "Listing a depositor's orders needs a Sign-In with Ethereum session for that address",
      "name": "UnauthorizedException",
    }
  `)
})

test('a replayed message is refused: each nonce signs in once', async () => {
  const bff = makeBff()
  const message = await messageFor(bff)
  const body = { message, signature: await alice.signMessage({ message }) }
  expect((await signIn(bff, body)).status).toBe(200)
  const replay = await signIn(bff, body)
  expect(replay.status).toBe(401)
  expect(((await replay.json()) as { message: string }).message).toMatch(/already used/)
})

test('a nonce this service did not issue, or one past its lifetime, is refused', async () => {
  const bff = makeBff()
  const invented = await messageFor(bff, { nonce: 'a'.repeat(76) })
  const forged = await signIn(bff, {
    message: invented,
    signature: await alice.signMessage({ message: invented }),
  })
  expect(((await forged.json()) as { message: string }).message).toMatch(/not issued/)

  const stale = await messageFor(bff)
  bff.clock.now += 301
  const late = await signIn(bff, {
    message: stale,
    signature: await alice.signMessage({ message: stale }),
  })
  expect(late.status).toBe(401)
  expect(((await late.json()) as { message: string }).message).toMatch(/nonce has expired/)

  // Another instance's secret makes the same shape of nonce worthless here.
  const elsewhere = makeBff({ secret: 'y'.repeat(48) })
  const foreign = await messageFor(elsewhere)
  const refused = await signIn(bff, {
    message: foreign,
    signature: await alice.signMessage({ message: foreign }),
  })
  expect(((await refused.json()) as { message: string }).message).toMatch(/not issued/)
})

test('a message for another domain, an off-domain URI, or an unknown chain is refused', async () => {
  const bff = makeBff()
  const cases = [
    [{ domain: 'evil.example', uri: 'https://evil.example' }, /domain/],
    [{ uri: 'https://evil.example/login' }, /URI/],
    [{ chainId: 10 }, /chain/],
    [{ chainId: 728126428 }, /chain/],
  ] as const
  await expectSignInsRefused(bff, cases)
  // The BFF's own origin is a valid domain too (the hosted page and the iframe), once it is
  // configured as one of its origins (hostile/signIn.test.ts: never because of a Host header).
  const served = makeBff({ allowedOrigins: [dapp, 'http://bff.example'] })
  const own = await messageFor(served, { domain: 'bff.example', uri: 'http://bff.example/embed' })
  expect(
    (await signIn(served, { message: own, signature: await alice.signMessage({ message: own }) }))
      .status,
  ).toBe(200)
})

test('an expired message, one not valid yet, or one issued long ago is refused', async () => {
  const bff = makeBff()
  const at = (seconds: number) => new Date((bff.clock.now + seconds) * 1000)
  const cases = [
    [{ expirationTime: at(-1) }, /expired or is not valid yet/],
    [{ notBefore: at(120) }, /expired or is not valid yet/],
    [{ issuedAt: at(-3600) }, /not issued just now/],
    [{ issuedAt: at(3600) }, /not issued just now/],
  ] as const
  await expectSignInsRefused(bff, cases)
})

test("a signature by another key than the message's address is refused", async () => {
  const bff = makeBff()
  const message = await messageFor(bff)
  const response = await signIn(bff, { message, signature: await mallory.signMessage({ message }) })
  expect(response.status).toBe(401)
  expect(((await response.json()) as { message: string }).message).toMatch(/does not match/)
})

test('a contract wallet signs in when it accepts the signature on its chain (ERC-1271)', async () => {
  const bff = makeBff()
  const message = await messageFor(bff, { address: wallet })
  const signature = await alice.signMessage({ message: { raw: hashMessage(message) } })
  const response = await signIn(bff, { message, signature })
  expect(response.status).toBe(200)
  expect(bff.contractCalls).toEqual([wallet])

  const refused = await messageFor(bff, { address: wallet })
  const wrong = await signIn(bff, {
    message: refused,
    signature: await mallory.signMessage({ message: { raw: hashMessage(refused) } }),
  })
  expect(wrong.status).toBe(401)
})

test('forged, tampered, expired and signed-out tokens prove nothing', async () => {
  const bff = makeBff()
  const token = await aliceToken(bff)
  const [payload, mac] = token.split('.') as [string, string]
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
  const swapped = Buffer.from(JSON.stringify({ ...claims, a: mallory.address })).toString(
    'base64url',
  )
  const otherSecret = createSessionTokens({
    secret: 'z'.repeat(48),
    ttlSeconds: 60,
    now: () => bff.clock.now,
  })
  const forgeries = [
    `${swapped}.${mac}`,
    `${payload}.${'0'.repeat(mac.length)}`,
    `${payload}.${mac}.extra`,
    otherSecret.issue(alice.address).token,
    'not-a-token',
  ]
  for (const forged of forgeries) {
    expect((await list(bff, alice.address, { authorization: `Bearer ${forged}` })).status).toBe(401)
    expect((await list(bff, mallory.address, { authorization: `Bearer ${forged}` })).status).toBe(
      401,
    )
  }

  bff.clock.now += 12 * 3600
  expect((await list(bff, alice.address, { authorization: `Bearer ${token}` })).status).toBe(401)
})

test('signing out revokes the token and clears the cookie', async () => {
  const bff = makeBff()
  const token = await aliceToken(bff)
  const bearer = { authorization: `Bearer ${token}` }
  const out = await bff.app.request('http://bff.example/api/session', {
    method: 'DELETE',
    headers: { ...bearer, origin: dapp },
  })
  expect(out.status).toBe(204)
  expect(out.headers.get('set-cookie')).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`))
  expect((await list(bff, alice.address, bearer)).status).toBe(401)
})

test('sign-in accepts JSON only, from this service or an allowed origin only', async () => {
  const bff = makeBff()
  const message = await messageFor(bff)
  const body = { message, signature: await alice.signMessage({ message }) }
  const form = await signIn(bff, JSON.stringify(body), { 'content-type': 'text/plain' })
  expect(form.status).toBe(415)
  const evil = await signIn(bff, body, { origin: 'https://evil.example' })
  expect(evil.status).toBe(403)
  expect((await signIn(bff, '{broken')).status).toBe(400)
  expect((await signIn(bff, { message, signature: 'nope' })).status).toBe(400)
  const deleteFromElsewhere = await bff.app.request('http://bff.example/api/session', {
    method: 'DELETE',
    headers: { origin: 'https://evil.example' },
  })
  expect(deleteFromElsewhere.status).toBe(403)
  // The refused attempts spent nothing: the same message still signs in from the BFF's own page.
  expect((await signIn(bff, body, { origin: 'http://bff.example' })).status).toBe(200)
})

test('the cookie is Secure when the client used https, and a missing secret is warned about', async () => {
  const bff = makeBff({ secret: undefined, trustedHops: 1 })
  expect(bff.warnings).toEqual([expect.stringMatching(/SESSION_SECRET is not set/)])
  const message = await messageFor(bff)
  const response = await signIn(
    bff,
    { message, signature: await alice.signMessage({ message }) },
    { 'x-forwarded-proto': 'https' },
  )
  expect(response.headers.get('set-cookie')).toMatch(/Secure/)
})
