import { Hono } from 'hono'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { expect } from 'vitest'
import { mountRoutes } from '../src/http/mountRoutes.js'
import { sessionRoutes } from '../src/routes/app/session.js'
import { v2ValidationHook } from '../src/routes/v2/validationHook.js'
import { createSessions } from '../src/session/createSessions.js'

export const alice = privateKeyToAccount(generatePrivateKey())
export const mallory = privateKeyToAccount(generatePrivateKey())
export const wallet = '0x00000000000000000000000000000000000c0de1' as const
export const dapp = 'https://dapp.example'
export const secret = 'x'.repeat(48)

/**
 * A BFF with the session routes and a list guarded like the orders list, on a movable clock,
 * whose chain reader records each code read and ERC-1271 call. The client is `x-client`.
 */
export function makeBff(overrides: Partial<Parameters<typeof createSessions>[0]> = {}) {
  const clock = { now: 1_800_000_000 }
  const warnings: string[] = []
  const contractCalls: string[] = []
  const codeReads: string[] = []
  const sessions = createSessions({
    secret,
    allowedOrigins: [dapp],
    chains: [
      { id: 1, family: 'evm', rpcUrl: 'http://rpc.test' },
      { id: 728126428, family: 'tron', rpcUrl: null },
    ],
    trustedHops: 0,
    clientOf: (c) => c.req.header('x-client') ?? 'client',
    now: () => clock.now,
    onWarning: (message) => warnings.push(message),
    // A contract wallet that accepts exactly Alice's signature of the message (ERC-1271).
    readerFor: () => ({
      getCode: (async ({ address }: { address: string }) => {
        codeReads.push(address.toLowerCase())
        return address.toLowerCase() === wallet ? '0x60806040' : undefined
      }) as never,
      readContract: (async ({ address, args }: { address: string; args: [Hex, Hex] }) => {
        contractCalls.push(address.toLowerCase())
        const [hash, signature] = args
        const expected = await alice.signMessage({ message: { raw: hash } })
        return address.toLowerCase() === wallet && signature === expected
          ? '0x1626ba7e'
          : '0xffffffff'
      }) as never,
    }),
    ...overrides,
  })
  const app = new Hono()
  mountRoutes(app, sessionRoutes, { sessions }, v2ValidationHook)
  app.get('/api/v2/orders', async (c) => {
    const refused = await sessions.refuseUnlessDepositor(c, c.req.query('depositor') ?? '')
    return refused ?? c.json({ orders: [] })
  })
  return { app, clock, warnings, contractCalls, codeReads }
}

export type Bff = ReturnType<typeof makeBff>

export async function nonceOf(bff: Bff): Promise<string> {
  const response = await bff.app.request('http://bff.example/api/session/nonce')
  expect(response.headers.get('cache-control')).toBe('no-store')
  return ((await response.json()) as { nonce: string }).nonce
}

export async function messageFor(
  bff: Bff,
  overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
) {
  return createSiweMessage({
    address: alice.address,
    chainId: 1,
    domain: 'dapp.example',
    uri: 'https://dapp.example/swap',
    nonce: await nonceOf(bff),
    version: '1',
    issuedAt: new Date(bff.clock.now * 1000),
    statement: 'Sign in to load all your Ferry orders.',
    ...overrides,
  })
}

export const signIn = (bff: Bff, body: unknown, headers: Record<string, string> = {}) =>
  bff.app.request('http://bff.example/api/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: dapp, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

export const list = (bff: Bff, depositor: string, headers: Record<string, string> = {}) =>
  bff.app.request(`http://bff.example/api/v2/orders?depositor=${depositor}`, { headers })

/** Signs alice in with a fresh message and answers her bearer token. */
export async function aliceToken(bff: Bff): Promise<string> {
  const message = await messageFor(bff)
  const response = await signIn(bff, { message, signature: await alice.signMessage({ message }) })
  return ((await response.json()) as { token: string }).token
}

/** Each message alice signs from these overrides is refused with a 401 saying why. */
export async function expectSignInsRefused(
  bff: Bff,
  cases: readonly (readonly [Parameters<typeof messageFor>[1], RegExp])[],
) {
  for (const [overrides, reason] of cases) {
    const message = await messageFor(bff, overrides)
    const response = await signIn(bff, { message, signature: await alice.signMessage({ message }) })
    expect(response.status).toBe(401)
    expect(((await response.json()) as { message: string }).message).toMatch(reason)
  }
}
