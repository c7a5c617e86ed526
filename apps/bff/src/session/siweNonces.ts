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

/** Why a nonce cannot sign in (before asking whether it was spent). */
export type NonceProblem = 'malformed' | 'forged' | 'expired'

/**
 * Short-lived SIWE nonces. Each carries its own expiry under an HMAC, so any instance sharing
 * the secret can check one it did not issue. Spending one (single use) is the session ledger's
 * job (sessionLedger.ts), done only once the signature is proven, so a bad signature cannot
 * burn the nonce a real one will use.
 */
export function createSiweNonces({ secret, ttlSeconds, now }: SiweNoncesParameters) {
  const mac = (body: string) => macOf({ secret, purpose: 'siwe-nonce', value: body }).slice(0, 32)
  return {
    issue(): { nonce: string; expiresAt: number } {
      const expiresAt = now() + ttlSeconds
      const body = `${randomBytes(16).toString('hex')}${expiresAt.toString(16).padStart(12, '0')}`
      return { nonce: `${body}${mac(body)}`, expiresAt }
    },
    /** Whether this service issued the nonce and it is still live: its expiry, or the problem. */
    check(nonce: string): { problem: NonceProblem } | { expiresAt: number } {
      const match = shape.exec(nonce)
      if (!match) return { problem: 'malformed' }
      const [, random, expiry, given] = match as unknown as [string, string, string, string]
      if (!sameMac(mac(`${random}${expiry}`), given)) return { problem: 'forged' }
      const expiresAt = Number.parseInt(expiry, 16)
      if (expiresAt < now()) return { problem: 'expired' }
      return { expiresAt }
    },
  }
}
export type SiweNonces = ReturnType<typeof createSiweNonces>
