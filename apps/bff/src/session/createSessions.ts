import { randomBytes } from 'node:crypto'
import { badRequestBody, malformedJsonBody, rateLimitedBody } from '@ferry/order-api'
import { type Context, Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { type Hex, isAddress } from 'viem'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import * as z from 'zod/mini'
import type { SharedState } from '../cluster/createSharedState.js'
import { usedHttps } from '../http/usedHttps.js'
import { memorySessionLedger, redisSessionLedger } from './sessionLedger.js'
import { createSessionTokens, type Session } from './sessionTokens.js'
import { createSignInLimits, type SignInLimits } from './signInLimits.js'
import { siweMessageProblem } from './siweMessageProblem.js'
import { createSiweNonces } from './siweNonces.js'
import { chainReaders, verifySiweSignature } from './verifySiweSignature.js'

export const SESSION_COOKIE = 'ferry_session'

export type CreateSessionsParameters = {
  /** `SESSION_SECRET`; when absent, a random one for this process (sessions end at restart). */
  secret: string | undefined
  /**
   * ALLOWED_ORIGINS: the origins that may post, and the only ones a message may name as its
   * `domain` and `uri` (never the request's Host, which any client can write).
   */
  allowedOrigins: readonly string[]
  /** Chains a message may name; their RPC URLs check contract-wallet signatures (ERC-1271). */
  chains: readonly { id: number; family: string; rpcUrl: string | null }[]
  /** Proxies whose `X-Forwarded-Proto` tells if the client used https (TRUSTED_PROXY_HOPS). */
  trustedHops: number
  /** Who is calling, for the sign-in limits (the identity the other limits use). */
  clientOf: (c: Context) => string
  /** Redis of the instances: spent nonces, sign-outs and sign-in limits are then shared. */
  shared?: SharedState
  /** Told each decision taken in this process because Redis could not be asked. */
  onFallback?: () => void
  /** Sign-in attempt and contract-check limits (default: createSignInLimits's). */
  signInLimits?: SignInLimits
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
  const onFallback = parameters.onFallback ?? (() => {})
  const ledger = parameters.shared
    ? redisSessionLedger({ shared: parameters.shared, now, onFallback })
    : memorySessionLedger({ now })
  const limits =
    parameters.signInLimits ??
    createSignInLimits({
      ...(parameters.shared ? { shared: parameters.shared } : {}),
      onFallback,
    })
  const readerFor = parameters.readerFor ?? chainReaders(parameters.chains)
  const https = (c: Context) => usedHttps(c, { trustedHops: parameters.trustedHops })

  const ownOrigin = (c: Context) => {
    const url = new URL(c.req.url)
    return `${https(c) ? 'https' : 'http'}://${url.host}`
  }
  /** JSON only, and when an Origin is sent, this BFF's own or an allowed one (CSRF). */
  const refuseCrossSite = (c: Context, json: boolean) => {
    const origin = c.req.header('origin')
    if (
      origin &&
      origin !== ownOrigin(c) &&
      origin !== new URL(c.req.url).origin &&
      !parameters.allowedOrigins.includes(origin)
    )
      return c.json({ name: 'ForbiddenException', message: 'This origin may not sign in' }, 403)
    if (json && !/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? ''))
      return c.json(
        { name: 'UnsupportedMediaTypeException', message: 'Send the sign-in as application/json' },
        415,
      )
    return undefined
  }

  /** A token's session unless it was signed out (on any instance, with Redis). */
  const live = async (token: string | undefined): Promise<Session | undefined> => {
    const session = token ? tokens.verify(token) : undefined
    return session && !(await ledger.isRevoked(session.id)) ? session : undefined
  }
  /** The session a request carries: its bearer token first, else its cookie. */
  const sessionOf = async (c: Context): Promise<Session | undefined> => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    return (await live(bearer)) ?? (await live(getCookie(c, SESSION_COOKIE)))
  }

  const routes = new Hono()
  routes.get('/nonce', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(nonces.issue())
  })

  routes.post('/', async (c) => {
    const refused = refuseCrossSite(c, true)
    if (refused) return refused
    const client = parameters.clientOf(c)
    const admitted = await limits.admitAttempt(client)
    if (!admitted.ok) {
      c.header('Retry-After', String(admitted.retryAfterSeconds))
      return c.json(rateLimitedBody({ message: 'Too many sign-in attempts; retry shortly' }), 429)
    }
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
    const problem = siweMessageProblem({
      fields,
      origins: parameters.allowedOrigins,
      chains: parameters.chains,
    })
    if (problem) return c.json(refusal(problem), 401)
    const time = now()
    const issuedAt = Math.floor(fields.issuedAt!.getTime() / 1000)
    if (issuedAt > time + SKEW_SECONDS || issuedAt < time - nonceTtl - SKEW_SECONDS)
      return c.json(refusal('The sign-in message was not issued just now'), 401)
    if (!validateSiweMessage({ message: fields, time: new Date(time * 1000) }))
      return c.json(refusal('The sign-in message has expired or is not valid yet'), 401)
    const nonce = nonces.check(fields.nonce!)
    if ('problem' in nonce)
      return c.json(
        refusal(
          nonce.problem === 'expired'
            ? 'The sign-in nonce has expired; sign a new message'
            : 'The sign-in nonce was not issued by this service',
        ),
        401,
      )
    const replayed = refusal('This sign-in message was already used; sign a new one')
    if (await ledger.isNonceSpent(fields.nonce!)) return c.json(replayed, 401)
    const address = fields.address!
    const valid = await verifySiweSignature({
      message,
      signature: signature as Hex,
      address,
      client: readerFor(fields.chainId!),
      admitContractCheck: () => limits.admitContractCheck(client),
    })
    // The nonce is spent only now: a bad signature leaves it to the real one.
    if (!valid) return c.json(refusal('The signature does not match the address'), 401)
    if (!(await ledger.spendNonce(fields.nonce!, nonce.expiresAt))) return c.json(replayed, 401)
    const { token, session } = tokens.issue(address)
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      secure: https(c),
      sameSite: 'Strict',
      path: '/api',
      maxAge: sessionTtl,
    })
    c.header('Cache-Control', 'no-store')
    return c.json({ token, address: session.address, expiresAt: session.expiresAt })
  })

  routes.delete('/', async (c) => {
    const refused = refuseCrossSite(c, false)
    if (refused) return refused
    const session = await sessionOf(c)
    if (session) await ledger.revoke(session.id, session.expiresAt)
    deleteCookie(c, SESSION_COOKIE, { path: '/api' })
    return c.body(null, 204)
  })

  return {
    routes,
    sessionOf,
    /**
     * Lets a request through only with a session of `depositor`: 401 without one, 403 with
     * another address's. Returns the refusal to send, or undefined.
     */
    async refuseUnlessDepositor(c: Context, depositor: string) {
      const session = await sessionOf(c)
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
