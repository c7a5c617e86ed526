import { BaseError } from '@ferry/order-api'
import type { Address, Hex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import type { GrantedSession } from './sessionStore.js'

// Each class's own marker (Symbol.for: shared by every bundled copy), read by its isInstance.
const signInErrorMarker = Symbol.for('ferry.error.SignInError')

/** The sign-in did not complete: the wallet refused, or the BFF did not accept the signature. */
export class SignInError extends BaseError {
  override name = 'SignInError'
  readonly [signInErrorMarker] = true

  static override isInstance(value: unknown): value is SignInError {
    return typeof value === 'object' && value !== null && signInErrorMarker in value
  }
}

export type SignInWithEthereumParameters = {
  bffUrl: string
  address: Address
  /** The chain the message names (a contract wallet's signature is checked there). */
  chainId: number
  /** Asks the wallet for a `personal_sign` of the message. */
  signMessage: (parameters: { message: string }) => Promise<Hex>
  /** The page asking; wallets show its host, and the BFF accepts only its own or allowed ones. */
  location?: { host: string; origin: string }
}

/**
 * Sign-In with Ethereum (EIP-4361) against the BFF: a fresh nonce, one signature of the
 * message, and the session the BFF grants (a bearer token with its expiry).
 */
export async function signInWithEthereum(
  parameters: SignInWithEthereumParameters,
): Promise<GrantedSession> {
  const base = `${parameters.bffUrl.replace(/\/+$/, '')}/api/session`
  const location = parameters.location ?? globalThis.location
  const nonceResponse = await fetch(`${base}/nonce`, { headers: { accept: 'application/json' } })
  if (!nonceResponse.ok) throw new SignInError('Sign-in is not available right now')
  const { nonce, expiresAt } = (await nonceResponse.json()) as { nonce: string; expiresAt: number }
  const message = createSiweMessage({
    domain: location.host,
    uri: location.origin,
    address: parameters.address,
    chainId: parameters.chainId,
    nonce,
    version: '1',
    issuedAt: new Date(),
    expirationTime: new Date(expiresAt * 1000),
    statement: 'Sign in to Ferry to list your orders. This is not a transaction and costs nothing.',
  })
  let signature: Hex
  try {
    signature = await parameters.signMessage({ message })
  } catch (cause) {
    throw new SignInError('The wallet did not sign the sign-in message', { cause })
  }
  const response = await fetch(base, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ message, signature }),
  })
  const body = (await response.json().catch(() => ({}))) as {
    token?: unknown
    expiresAt?: unknown
    message?: unknown
  }
  if (!response.ok || typeof body.token !== 'string' || typeof body.expiresAt !== 'number')
    throw new SignInError(
      typeof body.message === 'string' ? body.message : 'The sign-in was not accepted',
    )
  return { token: body.token, expiresAt: body.expiresAt }
}
