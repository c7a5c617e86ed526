import { badRequestBody, malformedJsonBody, rateLimitedBody } from '@ferry/order-api'
import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import type { Hex } from 'viem'
import * as z from 'zod/mini'
import { declareRoute } from '../../http/routeDeclaration.js'
import { usedHttps } from '../../http/usedHttps.js'
import { notJson, serviceError } from '../../openapi/documentedResponses.js'
import { refusal, SESSION_COOKIE, type Sessions } from '../../session/createSessions.js'

// `/api/session`: the nonce, the sign-in with a signed EIP-4361 message (a bearer token, and the
// same as an HttpOnly cookie), the sign-out. The decisions are the store's
// (session/createSessions.ts); here is what HTTP adds: origins, media type, the cookie.

const signInSchema = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(4096)),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{2,4096}$/, 'must be 0x and hex')),
})

type SessionNeeds = { sessions: Sessions }

const https = (sessions: Sessions, c: Context) =>
  usedHttps(c, { trustedHops: sessions.trustedHops })

/** JSON only, and when an Origin is sent, this BFF's own or an allowed one (CSRF). */
function refuseCrossSite(sessions: Sessions, c: Context, json: boolean) {
  const origin = c.req.header('origin')
  const url = new URL(c.req.url)
  const ownOrigin = `${https(sessions, c) ? 'https' : 'http'}://${url.host}`
  if (
    origin &&
    origin !== ownOrigin &&
    origin !== url.origin &&
    !sessions.allowedOrigins.includes(origin)
  )
    return c.json({ name: 'ForbiddenException', message: 'This origin may not sign in' }, 403)
  if (json && !/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? ''))
    return c.json(
      { name: 'UnsupportedMediaTypeException', message: 'Send the sign-in as application/json' },
      415,
    )
  return undefined
}

/** `GET /api/session/nonce`: a single-use nonce for the message to sign. */
export const sessionNonceRoute = declareRoute({
  method: 'get',
  path: '/api/session/nonce',
  operationId: 'getSignInNonce',
  summary: 'A single-use nonce for a Sign-In with Ethereum message',
  tags: ['session'],
  responses: {
    '200': { description: 'The nonce', schema: z.looseObject({ nonce: z.string() }) },
  },
  example: {},
  handler:
    ({ sessions }: SessionNeeds) =>
    (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(sessions.issueNonce())
    },
})

/**
 * `POST /api/session`: signs in. Attempts are counted per client before the body is read, so
 * that a flood of malformed sign-ins is limited like any other.
 */
export const signInRoute = declareRoute({
  method: 'post',
  path: '/api/session',
  operationId: 'signIn',
  summary: 'Signs in with a signed EIP-4361 message: a bearer token and an HttpOnly cookie',
  tags: ['session'],
  bodyReadByHandler: signInSchema,
  responses: {
    '200': {
      description: 'Signed in',
      schema: z.object({ token: z.string(), address: z.string(), expiresAt: z.number() }),
    },
    '400': { description: 'Not { message, signature }', schema: serviceError },
    '401': {
      description: 'The message or signature does not sign in here',
      schema: serviceError,
    },
    '403': { description: 'An origin outside ALLOWED_ORIGINS' },
    '415': notJson,
    '429': { description: 'Too many sign-in attempts from this client', schema: serviceError },
  },
  example: { body: { message: 'not a sign-in message', signature: '0x00' } },
  handler:
    ({ sessions }: SessionNeeds) =>
    async (c) => {
      const refused = refuseCrossSite(sessions, c, true)
      if (refused) return refused
      const client = sessions.clientOf(c)
      const admitted = await sessions.admitAttempt(client)
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
      const outcome = await sessions.signIn({
        message: parsed.data.message,
        signature: parsed.data.signature as Hex,
        client,
      })
      if (!outcome.ok) return c.json(refusal(outcome.message), 401)
      const { token, session } = outcome
      setCookie(c, SESSION_COOKIE, token, {
        httpOnly: true,
        secure: https(sessions, c),
        sameSite: 'Strict',
        path: '/api',
        maxAge: sessions.sessionTtlSeconds,
      })
      c.header('Cache-Control', 'no-store')
      return c.json({ token, address: session.address, expiresAt: session.expiresAt })
    },
})

/** `DELETE /api/session`: signs out (the token revoked, the cookie cleared). */
export const signOutRoute = declareRoute({
  method: 'delete',
  path: '/api/session',
  operationId: 'signOut',
  summary: 'Ends the session (token revoked, cookie cleared)',
  tags: ['session'],
  session: true,
  responses: { '204': { description: 'Signed out' } },
  example: {},
  handler:
    ({ sessions }: SessionNeeds) =>
    async (c) => {
      const refused = refuseCrossSite(sessions, c, false)
      if (refused) return refused
      await sessions.signOut(c)
      deleteCookie(c, SESSION_COOKIE, { path: '/api' })
      return c.body(null, 204)
    },
})

export const sessionRoutes = [sessionNonceRoute, signInRoute, signOutRoute]
