import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { type Hex, isAddress } from 'viem'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import type { SharedState } from '../cluster/createSharedState.js'
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
  /**
   * The chains served now, when they change while running (live: the service's list, see
   * widgetChains.ts); `chains` until then.
   */
  currentChains?: () => Promise<readonly { id: number; family: string; rpcUrl: string | null }[]>
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

/** Clock skew tolerated on `Issued At`. */
const SKEW_SECONDS = 60

/** A refusal's body, in the service's error shape. */
export const refusal = (message: string) => ({ name: 'UnauthorizedException', message })

/** What became of a sign-in: a session and its token, or why it was refused (401). */
export type SignInOutcome =
  | { ok: true; token: string; session: Session }
  | { ok: false; message: string }

/**
 * Sign-In with Ethereum (EIP-4361) sessions, the store behind routes/session.ts: nonces, the
 * checks that turn a signed message into a session token, sign-outs, and the guard that lets
 * only a depositor's own session list its orders.
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
  let served = parameters.chains
  const readerFor = parameters.readerFor ?? chainReaders(() => served)

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

  /** The checks of a signed message, in order; the nonce is spent only by a valid signature. */
  const signIn = async (request: {
    message: string
    signature: Hex
    client: string
  }): Promise<SignInOutcome> => {
    const { message, signature, client } = request
    const refused = (text: string) => ({ ok: false, message: text }) as const
    const fields = parseSiweMessage(message)
    if (parameters.currentChains) served = await parameters.currentChains()
    const problem = siweMessageProblem({
      fields,
      origins: parameters.allowedOrigins,
      chains: served,
    })
    if (problem) return refused(problem)
    const time = now()
    const issuedAt = Math.floor(fields.issuedAt!.getTime() / 1000)
    if (issuedAt > time + SKEW_SECONDS || issuedAt < time - nonceTtl - SKEW_SECONDS)
      return refused('The sign-in message was not issued just now')
    if (!validateSiweMessage({ message: fields, time: new Date(time * 1000) }))
      return refused('The sign-in message has expired or is not valid yet')
    const nonce = nonces.check(fields.nonce!)
    if ('problem' in nonce)
      return refused(
        nonce.problem === 'expired'
          ? 'The sign-in nonce has expired; sign a new message'
          : 'The sign-in nonce was not issued by this service',
      )
    const replayed = 'This sign-in message was already used; sign a new one'
    if (await ledger.isNonceSpent(fields.nonce!)) return refused(replayed)
    const address = fields.address!
    const valid = await verifySiweSignature({
      message,
      signature,
      address,
      client: readerFor(fields.chainId!),
      admitContractCheck: () => limits.admitContractCheck(client),
    })
    // The nonce is spent only now: a bad signature leaves it to the real one.
    if (!valid) return refused('The signature does not match the address')
    if (!(await ledger.spendNonce(fields.nonce!, nonce.expiresAt))) return refused(replayed)
    return { ok: true, ...tokens.issue(address) }
  }

  return {
    /** ALLOWED_ORIGINS, the only origins that may sign in (besides this BFF's own pages). */
    allowedOrigins: parameters.allowedOrigins,
    trustedHops: parameters.trustedHops,
    clientOf: parameters.clientOf,
    sessionTtlSeconds: sessionTtl,
    issueNonce: () => nonces.issue(),
    admitAttempt: (client: string) => limits.admitAttempt(client),
    signIn,
    async signOut(c: Context) {
      const session = await sessionOf(c)
      if (session) await ledger.revoke(session.id, session.expiresAt)
    },
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
