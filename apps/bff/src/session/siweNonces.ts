import { randomBytes } from 'node:crypto'
import { macOf, sameMac } from './signedValue.js'

export type SiweNoncesParameters = {
  secret: string
  /** How long a nonce may wait for its signature. */
  ttlSeconds: number
  now: () => number
}

// 32 hex of randomness, 12 hex of expiry, 32 hex of MAC: alphanumeric, as EIP-4361 requires.
const shape = /^([0-9a-f]{32})([0-9a-f]{12})([0-9a-f]{32})$/

/**
 * Single-use, short-lived SIWE nonces. Each carries its own expiry under an HMAC, so any
 * instance sharing the secret can check one it did not issue; the used set (pruned at expiry)
 * is what makes them single-use. Across instances that set would live in Redis.
 */
export function createSiweNonces({ secret, ttlSeconds, now }: SiweNoncesParameters) {
  const used = new Map<string, number>()
  const mac = (body: string) => macOf({ secret, purpose: 'siwe-nonce', value: body }).slice(0, 32)
  const prune = () => {
    const time = now()
    for (const [nonce, expiresAt] of used) if (expiresAt < time) used.delete(nonce)
  }
  return {
    issue(): { nonce: string; expiresAt: number } {
      const expiresAt = now() + ttlSeconds
      const body = `${randomBytes(16).toString('hex')}${expiresAt.toString(16).padStart(12, '0')}`
      return { nonce: `${body}${mac(body)}`, expiresAt }
    },
    /** Spends a nonce: why it cannot be used, or undefined once it is spent. */
    consume(nonce: string): 'malformed' | 'forged' | 'expired' | 'replayed' | undefined {
      const match = shape.exec(nonce)
      if (!match) return 'malformed'
      const [, random, expiry, given] = match as unknown as [string, string, string, string]
      if (!sameMac(mac(`${random}${expiry}`), given)) return 'forged'
      const expiresAt = Number.parseInt(expiry, 16)
      if (expiresAt < now()) return 'expired'
      prune()
      if (used.has(nonce)) return 'replayed'
      used.set(nonce, expiresAt)
      return undefined
    },
  }
}
export type SiweNonces = ReturnType<typeof createSiweNonces>
