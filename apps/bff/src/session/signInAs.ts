import type { Hono } from 'hono'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

export type SignInAsParameters = {
  app: Hono
  privateKey: Hex
  chainId: number
  /** The host the app is called on (`app.request` with a bare path is `localhost`). */
  host?: string
}

/** Signs in to a BFF app in-process as a key's address, for tests: returns the bearer token. */
export async function signInAs({
  app,
  privateKey,
  chainId,
  host = 'localhost',
}: SignInAsParameters): Promise<string> {
  const account = privateKeyToAccount(privateKey)
  const { nonce } = (await (await app.request(`http://${host}/api/session/nonce`)).json()) as {
    nonce: string
  }
  const message = createSiweMessage({
    address: account.address,
    chainId,
    domain: host,
    uri: `http://${host}`,
    nonce,
    version: '1',
    issuedAt: new Date(),
  })
  const response = await app.request(`http://${host}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature: await account.signMessage({ message }) }),
  })
  const body = (await response.json()) as { token?: string; message?: string }
  if (!body.token) throw new Error(`sign-in refused: ${body.message}`)
  return body.token
}
