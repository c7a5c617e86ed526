import { resolve } from 'node:path'
import { BaseError } from '@ferry/order-api'
import { type BffChain, bffChainSchema, cancelDomainSchema } from '@ferry/order-api/bff'
import * as z from 'zod/mini'
import type { PageRendersParameters } from '../pages/pageRenders.js'
import { parseV1Settings, type V1Settings } from '../v1/v1Config.js'
import { parseWebhookSettings, type WebhookSettings } from '../webhooks/webhookSettings.js'
import { type SettingName, settingDefault, settings } from './configSettings.js'
import { publicOrderUrlProblem } from './publicOrderEndpoint.js'

export type ChainConfig = BffChain

type NumberSetting = Parameters<typeof settingDefault>[0]

/** A whole number, defaulting to its setting's default (configSettings.ts). */
const numberOf = (name: NumberSetting) =>
  z.pipe(
    z._default(z.string().check(z.regex(/^\d+$/, 'must be a whole number')), settingDefault(name)),
    z.transform(Number),
  )

/** Environment of the BFF. Every variable is checked at start; a bad one stops it by name. */
/**
 * Why `value` is not an origin CORS and `frame-ancestors` can match (`scheme://host[:port]`, as a
 * browser sends it in `Origin`), or undefined when it is one.
 */
export function originProblem(value: string): string | undefined {
  if (value === '*') return '"*" is not allowed: list each origin'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `"${value}" is not an origin (scheme://host[:port])`
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `"${value}" is not an http(s) origin`
  if (url.origin !== value)
    return `"${value}" is not an origin: write it as ${url.origin} (no path, no trailing slash)`
  return undefined
}

export const envSchema = z.object({
  UPSTREAM_URL: z.url(),
  UPSTREAM_API_KEY: z.string().check(z.minLength(1)),
  PUBLIC_ORDER_URL: z.optional(
    z.string().check(
      z.superRefine((value, context) => {
        const problem = value === 'off' ? undefined : publicOrderUrlProblem(value)
        if (problem) context.addIssue({ code: 'custom', message: problem, input: value })
      }),
    ),
  ),
  ALLOWED_ORIGINS: z.pipe(
    z.string().check(z.minLength(1)),
    z.pipe(
      z.transform((text: string) => text.split(',').map((origin) => origin.trim())),
      z.array(z.string()).check(
        z.superRefine((origins, context) => {
          for (const origin of origins) {
            const problem = originProblem(origin)
            if (problem) context.addIssue({ code: 'custom', message: problem, input: origin })
          }
        }),
      ),
    ),
  ),
  PORT: numberOf('PORT'),
  HOST: z._default(z.string(), settingDefault('HOST')),
  MODE: z._default(z.enum(['live', 'devnet']), settingDefault('MODE') as 'live'),
  DATABASE_URL: z.optional(
    z.string().check(z.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  ),
  DATA_DIR: z.optional(z.string()),
  REDIS_URL: z.optional(
    z.string().check(z.regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL')),
  ),
  BFF_INSTANCES: z.pipe(
    numberOf('BFF_INSTANCES'),
    z.number().check(z.minimum(1, 'must be at least 1'), z.maximum(1000, 'must be at most 1000')),
  ),
  CHAINS: z._default(z.string(), settingDefault('CHAINS')),
  CANCEL_DOMAIN: z.optional(z.string()),
  TRUST_PROXY: z.optional(z.enum(['true', 'false'])),
  TRUSTED_PROXY_HOPS: z.optional(z.string().check(z.regex(/^\d$/, 'must be 0 to 9'))),
  JOURNAL: z.optional(z.enum(['memory', 'disk'])),
  UPSTREAM_LIMITS: z.optional(z.string()),
  HEALTH_CACHE_MS: numberOf('HEALTH_CACHE_MS'),
  STREAMS_PER_CLIENT: numberOf('STREAMS_PER_CLIENT'),
  MAX_POLLERS: numberOf('MAX_POLLERS'),
  STREAM_HEARTBEAT_MS: z.pipe(
    numberOf('STREAM_HEARTBEAT_MS'),
    z.number().check(z.minimum(1_000), z.maximum(15_000, 'must be at most 15000')),
  ),
  WEB_DIST: z.optional(z.string()),
  POLL_INTERVAL_MS: numberOf('POLL_INTERVAL_MS'),
  METRICS_PORT: z._default(
    z.string().check(z.regex(/^(?:\d{1,5}|api|off)$/, 'must be a port number, "api" or "off"')),
    settingDefault('METRICS_PORT'),
  ),
  SESSION_SECRET: z.optional(
    z.string().check(z.minLength(32, 'must be at least 32 characters (openssl rand -hex 32)')),
  ),
  MAX_OPEN_DEPOSIT_ADDRESSES_PER_ADDRESS: z.pipe(
    numberOf('MAX_OPEN_DEPOSIT_ADDRESSES_PER_ADDRESS'),
    z.number().check(z.minimum(1)),
  ),
  MAX_OPEN_DEPOSIT_ADDRESSES_PER_CLIENT: z.pipe(
    numberOf('MAX_OPEN_DEPOSIT_ADDRESSES_PER_CLIENT'),
    z.number().check(z.minimum(1)),
  ),
  WALLETCONNECT_PROJECT_ID: z.optional(
    z
      .string()
      .check(z.regex(/^[0-9a-f]{32}$/, 'must be a WalletConnect Cloud project id (32 hex)')),
  ),
})

export type BffConfig = {
  upstreamUrl: string
  upstreamApiKey: string
  /**
   * The service's base URL as browsers reach it, published for tracking without the BFF
   * (PUBLIC_ORDER_URL; see publicOrderEndpoint.ts). Undefined: UPSTREAM_URL's; null: not published.
   */
  publicOrderUrl?: string | null
  allowedOrigins: string[]
  port: number
  host: string
  mode: 'live' | 'devnet'
  databaseUrl?: string
  dataDir?: string
  /** Shared state across instances (limits, order leases, locks) in this Redis (REDIS_URL). */
  redisUrl?: string
  /**
   * How many instances share the limits (BFF_INSTANCES): while Redis cannot be reached, each
   * keeps 1/N of every limit on its own.
   */
  instances?: number
  chains: ChainConfig[]
  /**
   * The EIP-712 domain of cancel signatures (CANCEL_DOMAIN). The service publishes no verifier
   * (neither `/v2/params` nor `/v1/chains` names one), so it cannot be derived: unset, the widget
   * offers no cancel rather than signatures the service would refuse.
   */
  cancelDomain?: z.infer<typeof cancelDomainSchema>
  /** Kept for old configurations: true means one trusted hop. */
  trustProxy: boolean
  /**
   * Proxies in front of the BFF that each append to `X-Forwarded-For`; the client is the entry
   * this many places from the right. 0: the socket's peer. Default: 1 if `trustProxy`, else 0.
   */
  trustedProxyHops?: number
  /** Order event streams: open streams per client, pollers in all, heartbeat interval. */
  streams?: Partial<StreamLimits>
  webDist?: string
  pollIntervalMs: number
  /** Serve `/metrics` on this port only (METRICS_PORT), not beside the API. */
  metricsPort?: number
  /**
   * Serve `/metrics` beside the API (METRICS_PORT=api, and the devnet's tests); otherwise the
   * API port answers it 404, so that a public BFF does not publish its figures by accident.
   */
  metricsOnApi?: boolean
  /** Signs sign-in nonces and session tokens (SESSION_SECRET); random per process when absent. */
  sessionSecret?: string
  /**
   * Open, unfunded deposit-address orders (v2 from TRON, v1 transfer plans) one depositor or
   * refund address, or one client, may hold (see depositAddresses/createDepositAddressCaps.ts).
   */
  depositAddressCaps?: { perAddress: number; perClient: number }
  /**
   * Turns on the WalletConnect entry of the widget's own wallet menu (WALLETCONNECT_PROJECT_ID),
   * published in `/api/config` and allowed by the pages' CSP.
   */
  walletConnectProjectId?: string
  /** The integrator's v1 quote settings (V1_INTEGRATOR_ID, V1_REFERRER, V1_REFERRER_FEE_BPS). */
  v1?: V1Settings
  /** How long readiness and `/api/v2/health` reuse an answer; 0 turns the cache off. */
  healthCacheMs?: number
  /**
   * Page limits, render budget and render cache (pageRenders.ts; no variable: the defaults
   * suit a public page, tests that load many pages from one address raise them).
   */
  pageRenders?: PageRendersParameters
  /** Order events for the integrator's servers (WEBHOOK_*); none when absent. */
  webhooks?: WebhookSettings
  /** Per-route upstream budgets, per minute; default to the spec's (see limits.ts). */
  limits?: Partial<Record<(typeof limitedRoutes)[number], number>>
}

const limitedRoutes = [
  'quote',
  'build',
  'cancel',
  'orders',
  'order',
  'params',
  'health',
  'v1quote',
  'v1build',
  'v1submit',
  'v1orders',
  'v1order',
  'v1catalog',
] as const
const limitsSchema = z.partialRecord(
  z.enum(limitedRoutes),
  z.int().check(z.positive(), z.maximum(1_000_000)),
)

export type StreamLimits = { perClient: number; maxPollers: number; heartbeatMs: number }

export const defaultStreamLimits: StreamLimits = {
  perClient: Number(settingDefault('STREAMS_PER_CLIENT')),
  maxPollers: Number(settingDefault('MAX_POLLERS')),
  heartbeatMs: Number(settingDefault('STREAM_HEARTBEAT_MS')),
}

/** Trusted proxy hops of a configuration (TRUST_PROXY=true of older set-ups means one). */
export function trustedHopsOf(config: Pick<BffConfig, 'trustProxy' | 'trustedProxyHops'>) {
  return config.trustedProxyHops ?? (config.trustProxy ? 1 : 0)
}

const configErrorMarker = Symbol.for('ferry.error.ConfigError')

/**
 * Thrown when the environment cannot configure the BFF; names each bad variable, one
 * `problems` entry (and one indented message line) each.
 */
export class ConfigError extends BaseError {
  override name = 'ConfigError'
  readonly problems: string[]
  readonly [configErrorMarker] = true

  constructor(parameters: { problems: string[] }) {
    super('Invalid BFF configuration:', {
      metaMessages: parameters.problems.map((problem) => `  ${problem}`),
    })
    this.problems = parameters.problems
  }

  static override isInstance(value: unknown): value is ConfigError {
    return typeof value === 'object' && value !== null && configErrorMarker in value
  }
}

/** What `parseConfig` throws. */
export type ParseConfigErrorType = ConfigError

function parseJsonVariable<schema extends z.ZodMiniType>(
  name: string,
  text: string,
  schema: schema,
): z.infer<schema> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new ConfigError({ problems: [`${name}: is not valid JSON`] })
  }
  const parsed = schema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new ConfigError({
      problems: [`${name}: ${issue.path.join('.') || '(value)'} ${issue.message}`],
    })
  }
  return parsed.data as z.infer<schema>
}

const required = new Set<SettingName>(
  settings.filter((setting) => 'required' in setting).map((setting) => setting.name),
)

/**
 * The environment without its empty values: `NAME=` in a `.env` file or a platform's form means
 * "not set" (the default applies), as `.env.example` says.
 */
export function setVariables(
  environment: Record<string, string | undefined>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  )
}

export function parseConfig(given: Record<string, string | undefined>): BffConfig {
  const environment = setVariables(given)
  const parsed = envSchema.safeParse(environment)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '(environment)')
      return environment[name] === undefined && required.has(name as SettingName)
        ? `${name}: missing (required; see .env.example)`
        : `${name}: ${issue.message}`
    })
    throw new ConfigError({ problems: lines })
  }
  const env = parsed.data
  const v1 = parseV1Settings(environment)
  if (!v1.ok) throw new ConfigError({ problems: v1.problems })
  const webhooks = parseWebhookSettings(environment)
  if (!webhooks.ok) throw new ConfigError({ problems: webhooks.problems })
  const hops = env.TRUSTED_PROXY_HOPS === undefined ? undefined : Number(env.TRUSTED_PROXY_HOPS)
  if (
    env.TRUST_PROXY !== undefined &&
    hops !== undefined &&
    hops !== (env.TRUST_PROXY === 'true' ? 1 : 0)
  )
    throw new ConfigError({
      problems: ['TRUST_PROXY: contradicts TRUSTED_PROXY_HOPS; set only TRUSTED_PROXY_HOPS'],
    })
  const trustedProxyHops = hops ?? (env.TRUST_PROXY === 'true' ? 1 : 0)
  // A live BFF keeps its journal on disk unless told otherwise: a restart must not forget the
  // builds it made (their deadlines and outcomes).
  const dataDir =
    env.DATABASE_URL || env.JOURNAL === 'memory'
      ? undefined
      : (env.DATA_DIR ??
        (env.MODE === 'live' || env.JOURNAL === 'disk'
          ? resolve(settingDefault('DATA_DIR'))
          : undefined))
  const chains = parseJsonVariable('CHAINS', env.CHAINS, z.array(bffChainSchema))
  const cancelDomain = env.CANCEL_DOMAIN
    ? parseJsonVariable('CANCEL_DOMAIN', env.CANCEL_DOMAIN, cancelDomainSchema)
    : undefined
  const limits = env.UPSTREAM_LIMITS
    ? parseJsonVariable('UPSTREAM_LIMITS', env.UPSTREAM_LIMITS, limitsSchema)
    : undefined
  return {
    upstreamUrl: env.UPSTREAM_URL,
    upstreamApiKey: env.UPSTREAM_API_KEY,
    ...(env.PUBLIC_ORDER_URL
      ? { publicOrderUrl: env.PUBLIC_ORDER_URL === 'off' ? null : env.PUBLIC_ORDER_URL }
      : {}),
    allowedOrigins: env.ALLOWED_ORIGINS,
    port: env.PORT,
    host: env.HOST,
    mode: env.MODE,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(dataDir ? { dataDir } : {}),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    instances: env.BFF_INSTANCES,
    chains,
    ...(cancelDomain ? { cancelDomain } : {}),
    trustProxy: trustedProxyHops > 0,
    trustedProxyHops,
    streams: {
      perClient: env.STREAMS_PER_CLIENT,
      maxPollers: env.MAX_POLLERS,
      heartbeatMs: env.STREAM_HEARTBEAT_MS,
    },
    ...(env.WEB_DIST ? { webDist: env.WEB_DIST } : {}),
    pollIntervalMs: env.POLL_INTERVAL_MS,
    v1: v1.settings,
    ...(webhooks.settings ? { webhooks: webhooks.settings } : {}),
    ...(limits ? { limits } : {}),
    healthCacheMs: env.HEALTH_CACHE_MS,
    ...(env.SESSION_SECRET ? { sessionSecret: env.SESSION_SECRET } : {}),
    ...(/^\d+$/.test(env.METRICS_PORT) ? { metricsPort: Number(env.METRICS_PORT) } : {}),
    ...(env.METRICS_PORT === 'api' ? { metricsOnApi: true } : {}),
    ...(env.WALLETCONNECT_PROJECT_ID
      ? { walletConnectProjectId: env.WALLETCONNECT_PROJECT_ID }
      : {}),
    depositAddressCaps: {
      perAddress: env.MAX_OPEN_DEPOSIT_ADDRESSES_PER_ADDRESS,
      perClient: env.MAX_OPEN_DEPOSIT_ADDRESSES_PER_CLIENT,
    },
  }
}
