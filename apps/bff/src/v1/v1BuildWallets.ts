import { rateLimitedBody } from '@ferry/order-api'
import type { Context } from 'hono'
import { createRateGovernor } from '../upstream/rateGovernor.js'

/** Builds per wallet per minute upstream (spec v1: Limits, POST /v1/deposit/build per wallet). */
export const V1_BUILDS_PER_WALLET = 60
/** The governor's global window only bounds memory; wallets are limited by their own share. */
const TRACKED_WALLETS = 100_000

/**
 * The service's per-wallet build limit, kept here so that no wallet's builds are refused
 * upstream: 60 a minute per `from`. Builds without `from` count upstream against the bucket of
 * the caller's IP, which for every browser is the BFF's one IP: they share one wallet's worth,
 * split fairly between the clients that use it (fairShare.ts), so one client cannot spend it
 * for everyone.
 */
export function createV1BuildWallets(parameters: { now?: () => number } = {}) {
  const clock = parameters.now ? { now: parameters.now } : {}
  const wallets = createRateGovernor({
    perMinute: V1_BUILDS_PER_WALLET * TRACKED_WALLETS,
    clientShare: 1 / TRACKED_WALLETS,
    ...clock,
  })
  const withoutWallet = createRateGovernor({
    perMinute: V1_BUILDS_PER_WALLET,
    clientShare: 0.25,
    ...clock,
  })
  return {
    /** A 429 when `from` (or, without it, this client's part of the no-wallet bucket) is used up. */
    refuse(c: Context, from: string | undefined, client: string): Response | undefined {
      // EVM addresses are one wallet in any letter case; other families are case-sensitive.
      const verdict =
        from === undefined
          ? withoutWallet.admit(client)
          : wallets.admit(from.startsWith('0x') ? from.toLowerCase() : from)
      if (verdict.ok) return undefined
      c.header('Retry-After', String(verdict.retryAfterSeconds))
      return c.json(
        rateLimitedBody({
          message:
            from === undefined
              ? 'Too many deposit builds without a wallet from this connection; retry in a minute'
              : 'Too many deposit builds for this wallet; retry in a minute',
        }),
        429,
      )
    },
  }
}
