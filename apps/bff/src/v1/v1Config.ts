import { isEvmAddress } from '@ferry/order-api'
import * as z from 'zod/mini'

/** The integrator's v1 settings, added by the BFF to every v1 quote (never sent by the browser). */
export type V1Settings = {
  /** Sent as `X-Integrator-Id`: selects the integrator's fee configuration upstream. */
  integratorId?: string
  /** EVM address that receives the referrer fee (native route only). */
  referrer?: string
  /** Referrer fee in basis points; above zero needs `referrer`. */
  referrerFeeBps?: number
}

// The service ignores a malformed id silently (spec v1: Authentication): refuse it at start instead.
const integratorIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9a-f]{8}$/

const v1EnvSchema = z.object({
  V1_INTEGRATOR_ID: z.optional(
    z
      .string()
      .check(
        z.regex(
          integratorIdPattern,
          'must be a lowercase slug, a hyphen and 8 hex characters (ferry-demo-5f3a9c1e)',
        ),
      ),
  ),
  V1_REFERRER: z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) => isEvmAddress(value),
          'must be 0x and 40 hex characters, lowercase or exact EIP-55 checksum',
        ),
      ),
  ),
  // The native route stops quoting above 500 (spec v1: POST /v1/quotes, referrerFeeBps).
  V1_REFERRER_FEE_BPS: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,4}$/, 'must be a whole number of basis points')),
      z.pipe(
        z.transform(Number),
        z.number().check(z.maximum(500, 'must be at most 500 (the native route quotes no more)')),
      ),
    ),
  ),
})

/**
 * The v1 variables of the environment, checked; returns the problems by variable name instead
 * of throwing, so that parseConfig reports them with the others.
 */
export function parseV1Settings(
  environment: Record<string, string | undefined>,
): { ok: true; settings: V1Settings } | { ok: false; problems: string[] } {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([key, value]) => key.startsWith('V1_') && value !== ''),
  )
  const parsed = v1EnvSchema.safeParse(present)
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`),
    }
  const env = parsed.data
  if ((env.V1_REFERRER_FEE_BPS ?? 0) > 0 && env.V1_REFERRER === undefined)
    return { ok: false, problems: ['V1_REFERRER: is required when V1_REFERRER_FEE_BPS is above 0'] }
  return {
    ok: true,
    settings: {
      ...(env.V1_INTEGRATOR_ID ? { integratorId: env.V1_INTEGRATOR_ID } : {}),
      ...(env.V1_REFERRER ? { referrer: env.V1_REFERRER } : {}),
      ...(env.V1_REFERRER_FEE_BPS !== undefined ? { referrerFeeBps: env.V1_REFERRER_FEE_BPS } : {}),
    },
  }
}
