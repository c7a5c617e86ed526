import { badRequestBody, malformedJsonBody, rateLimitedBody } from '@ferry/order-api'
import { type Context, Hono } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import type { Hex } from 'viem'
import * as z from 'zod/mini'
import { usedHttps } from '../../http/usedHttps.js'
import { refusal, SESSION_COOKIE, type Sessions } from '../../session/createSessions.js'

const signInSchema = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(4096)),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{2,4096}$/, 'must be 0x and hex')),
})

/**
 * `/api/session`: `GET /nonce`, `POST /` that signs in with a signed EIP-4361 message (a bearer
 * token, and the same as an HttpOnly cookie), `DELETE /` that signs out. The decisions are the
 * store's (session/createSessions.ts); here is what HTTP adds: origins, media type, the cookie.
 */
export function sessionRoutes(sessions: Sessions) {
  const https = (c: Context) => usedHttps(c, { trustedHops: sessions.trustedHops })
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

  const routes = new Hono()
  routes.get('/nonce', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(sessions.issueNonce())
  })

  routes.post('/', async (c) => {
    const refused = refuseCrossSite(c, true)
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
      secure: https(c),
      sameSite: 'Strict',
      path: '/api',
      maxAge: sessions.sessionTtlSeconds,
    })
    c.header('Cache-Control', 'no-store')
    return c.json({ token, address: session.address, expiresAt: session.expiresAt })
  })

  routes.delete('/', async (c) => {
    const refused = refuseCrossSite(c, false)
    if (refused) return refused
    await sessions.signOut(c)
    deleteCookie(c, SESSION_COOKIE, { path: '/api' })
    return c.body(null, 204)
  })
  return routes
}
