import { randomBytes } from 'node:crypto'
import { badRequestBody, malformedJsonBody } from '@ferry/order-api'
import { type Context, Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { type Hex, isAddress } from 'viem'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import * as z from 'zod/mini'
import { createSessionTokens, type Session } from './sessionTokens.js'
import { createSiweNonces } from './siweNonces.js'
import { chainReaders, verifySiweSignature } from './verifySiweSignature.js'

export const SESSION_COOKIE = 'ferry_session'

export type CreateSessionsParameters = {
  /** `SESSION_SECRET`; when absent, a random one for this process (sessions end at restart). */
  secret: string | undefined
  /** Origins allowed to post and whose hosts may appear as the SIWE domain. */
  allowedOrigins: readonly string[]
  /** Chains a message may name; their RPC URLs check contract-wallet signatures (ERC-1271). */
  chains: readonly { id: number; family: string; rpcUrl: string | null }[]
  /** Whether `X-Forwarded-Proto` tells if the client used https (behind a trusted proxy). */
  trustProxy: boolean
  onWarning?: (message: string) => void
  sessionTtlSeconds?: number
  nonceTtlSeconds?: number
  /** Unix seconds. */
  now?: () => number
  /** Readers per chain for ERC-1271 (tests inject one). */
  readerFor?: (chainId: number) => Parameters<typeof verifySiweSignature>[0]['client']
}

const signInSchema = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(4096)),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{2,4096}$/, 'must be 0x and hex')),
})

/** Clock skew tolerated on `Issued At`. */
const SKEW_SECONDS = 60

const refusal = (message: string) => ({ name: 'UnauthorizedException', message })

/**
 * Sign-In with Ethereum (EIP-4361) sessions: nonces, `POST /api/session` that verifies a
 * signed message and answers with a bearer token (and an HttpOnly cookie), `DELETE` to end
 * it, and the guard that lets only a depositor's own session list its orders.
 */
export function createSessions(parameters: CreateSessionsParameters) {
  const now = parameters.now ?? (() => Math.floor(Date.now() / 1000))
  let secret = parameters.secret
  if (!secret) {
    secret = randomBytes(32).toString('hex')
    parameters.onWarning?.(
      'SESSION_SECRET is not set: sign-in sessions use a random secret of this process, end when it restarts and are not shared with other instances',
    )
  }
  const sessionTtl = parameters.sessionTtlSeconds ?? 12 * 3600
  const nonceTtl = parameters.nonceTtlSeconds ?? 300
  const nonces = createSiweNonces({ secret, ttlSeconds: nonceTtl, now })
  const tokens = createSessionTokens({ secret, ttlSeconds: sessionTtl, now })
  const readerFor = parameters.readerFor ?? chainReaders(parameters.chains)
  const allowedHosts = new Set(parameters.allowedOrigins.map((origin) => new URL(origin).host))

  const ownOrigin = (c: Context) => {
    const url = new URL(c.req.url)
    const proto = parameters.trustProxy ? c.req.header('x-forwarded-proto') : undefined
    return proto === 'https' || proto === 'http' ? `${proto}://${url.host}` : url.origin
  }
  /** JSON only, and when an Origin is sent, this BFF's own or an allowed one (CSRF). */
  const refuseCrossSite = (c: Context, json: boolean) => {
    const origin = c.req.header('origin')
    if (origin && origin !== ownOrigin(c) && !parameters.allowedOrigins.includes(origin))
      return c.json({ name: 'ForbiddenException', message: 'This origin may not sign in' }, 403)
    if (json && !/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? ''))
      return c.json(
        { name: 'UnsupportedMediaTypeException', message: 'Send the sign-in as application/json' },
        415,
      )
    return undefined
  }

  /** The session a request carries: its bearer token first, else its cookie. */
  const sessionOf = (c: Context): Session | undefined => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    const fromBearer = bearer ? tokens.verify(bearer) : undefined
    if (fromBearer) return fromBearer
    const cookie = getCookie(c, SESSION_COOKIE)
    return cookie ? tokens.verify(cookie) : undefined
  }

  const routes = new Hono()
  routes.get('/nonce', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(nonces.issue())
  })

  routes.post('/', async (c) => {
    const refused = refuseCrossSite(c, true)
    if (refused) return refused
    let body: unknown
    try {
      body = JSON.parse(await c.req.text())
    } catch {
      return c.json(malformedJsonBody(), 400)
    }
    const parsed = signInSchema.safeParse(body)
    if (!parsed.success)
      return c.json(badRequestBody({ message: 'Send { message, signature }' }), 400)
    const { message, signature } = parsed.data
    const fields = parseSiweMessage(message)
    const problem = checkFields({ fields, hosts: allowedHosts, own: new URL(c.req.url).host })
    if (problem) return c.json(refusal(problem), 401)
    const time = now()
    const issuedAt = Math.floor(fields.issuedAt!.getTime() / 1000)
    if (issuedAt > time + SKEW_SECONDS || issuedAt < time - nonceTtl - SKEW_SECONDS)
      return c.json(refusal('The sign-in message was not issued just now'), 401)
    if (!validateSiweMessage({ message: fields, time: new Date(time * 1000) }))
      return c.json(refusal('The sign-in message has expired or is not valid yet'), 401)
    const spent = nonces.consume(fields.nonce!)
    if (spent)
      return c.json(
        refusal(
          spent === 'replayed'
            ? 'This sign-in message was already used; sign a new one'
            : spent === 'expired'
              ? 'The sign-in nonce has expired; sign a new message'
              : 'The sign-in nonce was not issued by this service',
        ),
        401,
      )
    const address = fields.address!
    const valid = await verifySiweSignature({
      message,
      signature: signature as Hex,
      address,
      client: readerFor(fields.chainId!),
    })
    if (!valid) return c.json(refusal('The signature does not match the address'), 401)
    const { token, session } = tokens.issue(address)
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      secure: ownOrigin(c).startsWith('https:'),
      sameSite: 'Strict',
      path: '/api',
      maxAge: sessionTtl,
    })
    c.header('Cache-Control', 'no-store')
    return c.json({ token, address: session.address, expiresAt: session.expiresAt })
  })

  routes.delete('/', (c) => {
    const refused = refuseCrossSite(c, false)
    if (refused) return refused
    const session = sessionOf(c)
    if (session) tokens.revoke(session)
    deleteCookie(c, SESSION_COOKIE, { path: '/api' })
    return c.body(null, 204)
  })

  /** Why a message's fields cannot sign in here, or undefined. */
  function checkFields({
    fields,
    hosts,
    own,
  }: {
    fields: ReturnType<typeof parseSiweMessage>
    hosts: Set<string>
    own: string
  }): string | undefined {
    if (!fields.address || !isAddress(fields.address) || !fields.nonce || !fields.issuedAt)
      return 'The sign-in message is not a complete EIP-4361 message'
    if (Number.isNaN(fields.issuedAt.getTime())) return 'The sign-in message has a bad issue time'
    if (!fields.domain || (fields.domain !== own && !hosts.has(fields.domain)))
      return 'The sign-in message names a domain this service does not serve'
    let uri: URL
    try {
      uri = new URL(fields.uri ?? '')
    } catch {
      return 'The sign-in message has no valid URI'
    }
    if ((uri.protocol !== 'https:' && uri.protocol !== 'http:') || uri.host !== fields.domain)
      return 'The sign-in message URI is not on its domain'
    const chain = parameters.chains.find((entry) => entry.id === fields.chainId)
    if (chain?.family !== 'evm')
      return 'The sign-in message names a chain this service does not serve'
    return undefined
  }

  return {
    routes,
    sessionOf,
    /**
     * Lets a request through only with a session of `depositor`: 401 without one, 403 with
     * another address's. Returns the refusal to send, or undefined.
     */
    refuseUnlessDepositor(c: Context, depositor: string) {
      const session = sessionOf(c)
      if (!session)
        return c.json(
          refusal(
            "Listing a depositor's orders needs a Sign-In with Ethereum session for that address",
          ),
          401,
        )
      if (!isAddress(depositor) || session.address.toLowerCase() !== depositor.toLowerCase())
        return c.json(
          {
            name: 'ForbiddenException',
            message: 'This session belongs to another address; sign in as the depositor',
          },
          403,
        )
      return undefined
    },
  }
}
export type Sessions = ReturnType<typeof createSessions>
