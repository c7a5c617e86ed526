import type { Hono } from 'hono'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

export type SignInAsParameters = {
  app: Hono
  privateKey: Hex
  chainId: number
  /** The page signing in: one of the app's ALLOWED_ORIGINS (the message's domain and URI). */
  origin: string
}

/** Signs in to a BFF app in-process as a key's address, for tests: returns the bearer token. */
export async function signInAs({
  app,
  privateKey,
  chainId,
  origin,
}: SignInAsParameters): Promise<string> {
  const account = privateKeyToAccount(privateKey)
  const { nonce } = (await (await app.request('/api/session/nonce')).json()) as {
    nonce: string
  }
  const message = createSiweMessage({
    address: account.address,
    chainId,
    domain: new URL(origin).host,
    uri: origin,
    nonce,
    version: '1',
    issuedAt: new Date(),
  })
  const response = await app.request('/api/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ message, signature: await account.signMessage({ message }) }),
  })
  const body = (await response.json()) as { token?: string; message?: string }
  if (!body.token) throw new Error(`sign-in refused: ${body.message}`)
  return body.token
}
