import { randomBytes } from 'node:crypto'
import { getAddress, isAddress } from 'viem'
import { macOf, sameMac } from './signedValue.js'

export type SessionTokensParameters = {
  secret: string
  ttlSeconds: number
  now: () => number
}

/** What a valid token proves: this address signed in until `expiresAt` (Unix seconds). */
export type Session = { address: `0x${string}`; expiresAt: number; id: string }

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * Session tokens: `<payload>.<mac>`, the payload naming the address, the expiry and a random
 * id. Stateless to check (any instance with the secret); a sign-out is kept by id in the
 * session ledger (sessionLedger.ts) until the token's expiry.
 */
export function createSessionTokens({ secret, ttlSeconds, now }: SessionTokensParameters) {
  const mac = (payload: string) => macOf({ secret, purpose: 'session', value: payload })
  return {
    issue(address: `0x${string}`): { token: string; session: Session } {
      const session = {
        address: getAddress(address),
        expiresAt: now() + ttlSeconds,
        id: randomBytes(12).toString('hex'),
      }
      const payload = encode({ a: session.address, e: session.expiresAt, i: session.id })
      return { token: `${payload}.${mac(payload)}`, session }
    },
    /** The session a token proves, or undefined when it is malformed, forged or expired. */
    verify(token: string): Session | undefined {
      if (token.length > 512) return undefined
      const [payload, given, extra] = token.split('.')
      if (!payload || !given || extra !== undefined || !sameMac(mac(payload), given))
        return undefined
      let value: { a?: unknown; e?: unknown; i?: unknown }
      try {
        value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
      } catch {
        return undefined
      }
      if (typeof value.a !== 'string' || !isAddress(value.a)) return undefined
      if (typeof value.e !== 'number' || typeof value.i !== 'string') return undefined
      if (value.e <= now()) return undefined
      return { address: getAddress(value.a), expiresAt: value.e, id: value.i }
    },
  }
}
export type SessionTokens = ReturnType<typeof createSessionTokens>
