/**
 * Every environment variable the BFF reads, with its one default: `config.ts` takes the defaults
 * from here, and `deploy/.env.example` and the README's settings table are generated from it
 * (`pnpm --filter @ferry/bff config:docs`; envExample.test.ts fails when they drift).
 */
export type Setting = {
  name: string
  group: SettingGroup
  /** What it does, in plain sentences (Markdown code spans allowed). */
  about: string
  /** The value when unset, as the variable would be written; absent: nothing. */
  default?: string
  required?: true
  /** Shown filled in `.env.example` (the required ones, which have no default). */
  example?: string
}

export type SettingGroup =
  | 'service'
  | 'browsers'
  | 'v1'
  | 'serving'
  | 'storage'
  | 'webhooks'
  | 'logs'

export const settingGroups: Record<SettingGroup, string> = {
  service: 'The Order Service',
  browsers: 'Browsers',
  v1: 'v1 (the deprecated interface, no key)',
  serving: 'Serving',
  storage: 'Storage',
  webhooks: 'Webhooks (order events for your server)',
  logs: 'Logs',
}

export const settings = [
  {
    name: 'UPSTREAM_URL',
    group: 'service',
    required: true,
    example: 'https://orders.example.com',
    about: 'Base URL of the Order Service, without `/v2`.',
  },
  {
    name: 'UPSTREAM_API_KEY',
    group: 'service',
    required: true,
    about:
      "The integrator's API key. It stays in this process: never in a response, a log or a bundle.",
  },
  {
    name: 'PUBLIC_ORDER_URL',
    group: 'service',
    about:
      "The service's base URL as browsers reach it: its single-order read is public (no key, open CORS) and the widget polls it directly while this BFF cannot be reached. Unset: `UPSTREAM_URL` when that is a public https origin, otherwise nothing (http, loopback, private addresses, one-label or `.internal`/`.local` names must not reach browsers or the pages' CSP); the start-up log says which. `off`: nothing is published. http(s), no credentials, query or fragment.",
  },
  {
    name: 'UPSTREAM_LIMITS',
    group: 'service',
    about:
      'JSON: upstream budgets per minute by route, when your contract allows more than the spec\'s limits, e.g. `{"quote":240}`. Routes: quote, build, cancel, orders, order, params, health, v1quote, v1build, v1submit, v1orders, v1order, v1catalog.',
  },
  {
    name: 'ALLOWED_ORIGINS',
    group: 'browsers',
    required: true,
    example: 'https://swap.example.com,https://dapp.example.com',
    about:
      "Comma-separated origins of every page that embeds Ferry or calls this BFF: `scheme://host[:port]`, no path, no trailing slash, no `*`. Governs CORS on `/api/*`, which origins may send state-changing requests, who may frame `/embed`, and the only origins a Sign-In with Ethereum message may name. List the BFF's own public origin too when it serves the hosted page.",
  },
  {
    name: 'CHAINS',
    group: 'browsers',
    default: '[]',
    about:
      "JSON list of chain overrides: `[{ id, name, family: \"evm\"|\"tron\", rpcUrl, explorerUrl, nativeCurrency: { name, symbol, decimals } }]`. In live mode the widget is served every EVM and TRON chain of the service's `GET /v1/chains` (kept five minutes) with its first RPC and its explorer; an entry here replaces the service's chain of the same id (another RPC, another name) or adds one it does not list. In live mode an EVM entry's `rpcUrl` stays on the server (it may hold your provider key): browsers are given `/api/rpc/{id}`, the BFF's read-only JSON-RPC proxy to it, and neither the URL nor its host reaches a page, its CSP or a log line. Devnet mode serves these alone, as they are. The pages' CSP allows the served RPCs.",
  },
  {
    name: 'CANCEL_DOMAIN',
    group: 'browsers',
    about:
      'JSON: the EIP-712 domain of cancel signatures, `{ name, version, chainId, verifyingContract }`, as your onboarding states it. The service publishes no cancel verifier, so it cannot be read from it. Unset: the widget offers no cancel (an order that does not fill settles at its deadline by itself), and the start-up log says so.',
  },
  {
    name: 'SESSION_SECRET',
    group: 'browsers',
    about:
      'Signs sign-in nonces and session tokens (Sign-In with Ethereum for order lists): at least 32 characters (`openssl rand -hex 32`), the same on every instance. Unset: a random one per process (a warning; sessions end at a restart and are not shared).',
  },
  {
    name: 'WALLETCONNECT_PROJECT_ID',
    group: 'browsers',
    about:
      "A WalletConnect Cloud project id (32 hex characters): turns on the WalletConnect entry of the widget's wallet menu (published in `/api/config` as `wallets.walletConnectProjectId`) and adds WalletConnect's relay to the pages' `connect-src`. Unset: neither.",
  },
  {
    name: 'SAFE_APP_ORIGINS',
    group: 'browsers',
    example: 'https://app.safe.global',
    about:
      "Comma-separated Safe{Wallet} origins (`scheme://host[:port]`) that may load the hosted page `/` as a Safe App: the page's `frame-ancestors` names them (instead of `'none'`, without `X-Frame-Options`), and the widget's Safe connector takes Safe Apps messages from them only (published in `/api/config` as `wallets.safeOrigins`). Unset: `/` may not be framed.",
  },
  {
    name: 'V1_INTEGRATOR_ID',
    group: 'v1',
    about:
      'Sent as `X-Integrator-Id` on every v1 quote (your v1 fees upstream): a lowercase slug, a hyphen and 8 hex characters (`ferry-demo-5f3a9c1e`). A malformed one stops start-up (the service would ignore it silently).',
  },
  {
    name: 'V1_REFERRER',
    group: 'v1',
    about: 'EVM address added as `referrer` to every v1 quote; required when the fee is above 0.',
  },
  {
    name: 'V1_REFERRER_FEE_BPS',
    group: 'v1',
    about:
      'Added as `referrerFeeBps` to every v1 quote: 0 to 500 (the native route stops quoting above 500).',
  },
  { name: 'PORT', group: 'serving', default: '8787', about: 'The port the API listens on.' },
  {
    name: 'HOST',
    group: 'serving',
    default: '127.0.0.1',
    about: 'The address the API (and the metrics port) listens on; the Docker image sets 0.0.0.0.',
  },
  {
    name: 'METRICS_PORT',
    group: 'serving',
    default: '9464',
    about:
      'Prometheus metrics (`/metrics`) on this port of its own, for a scraper on the private network; `/metrics` on the API port answers 404. `api`: beside the API instead (then keep it from the public at your proxy); `off`: not served.',
  },
  {
    name: 'MODE',
    group: 'serving',
    default: 'live',
    about: '`live` or `devnet` (the local devnet, `pnpm start`).',
  },
  {
    name: 'WEB_DIST',
    group: 'serving',
    about:
      'The built web app to serve at `/`, `/embed` and `/demo`. The deploy bundle serves its own `web/` folder when unset.',
  },
  {
    name: 'POLL_INTERVAL_MS',
    group: 'serving',
    default: '12000',
    about:
      'How often (ms) the one poller per order reads it upstream for the streams (the spec asks for 10 to 15 s).',
  },
  {
    name: 'STREAMS_PER_CLIENT',
    group: 'serving',
    default: '6',
    about: 'Open order streams one client may hold (past it: 429).',
  },
  {
    name: 'MAX_POLLERS',
    group: 'serving',
    default: '100',
    about: "Orders polled at once for all streams (past it, a new order's stream: 503).",
  },
  {
    name: 'STREAM_HEARTBEAT_MS',
    group: 'serving',
    default: '15000',
    about:
      "Interval (ms, 1000 to 15000) of the streams' heartbeat comments; keep your proxy's idle timeout above it.",
  },
  {
    name: 'HEALTH_CACHE_MS',
    group: 'serving',
    default: '5000',
    about: 'How long (ms) readiness and `/api/v2/health` reuse an answer; `0` turns the cache off.',
  },
  {
    name: 'TRUSTED_PROXY_HOPS',
    group: 'serving',
    default: '0',
    about:
      "Proxies in front of the BFF that append to `X-Forwarded-For`; the client is the entry this many places from the right. `0`: the socket's peer is the client.",
  },
  {
    name: 'TRUST_PROXY',
    group: 'serving',
    about:
      'Older form of `TRUSTED_PROXY_HOPS`: `true` means one hop; with a different `TRUSTED_PROXY_HOPS` start-up stops.',
  },
  {
    name: 'MAX_OPEN_DEPOSIT_ADDRESSES_PER_ADDRESS',
    group: 'serving',
    default: '3',
    about:
      "Open, unfunded deposit-address orders (v2 builds from TRON, v1 transfer builds) one depositor or refund address may hold: the service's deposit-address pool is shared by everyone. Past it: 429 `OpenOrderCapException`.",
  },
  {
    name: 'MAX_OPEN_DEPOSIT_ADDRESSES_PER_CLIENT',
    group: 'serving',
    default: '10',
    about: 'The same per client (the identity the limits use).',
  },
  {
    name: 'DATABASE_URL',
    group: 'storage',
    about:
      'PostgreSQL for the build journal (`postgres://user:pass@host:5432/db`); takes precedence over `DATA_DIR`.',
  },
  {
    name: 'DATA_DIR',
    group: 'storage',
    default: './.data',
    about:
      "Folder of the embedded PGlite journal, resolved from the working directory; keep it on persistent storage. The default applies in live mode (the devnet's journal is in memory unless `JOURNAL=disk`).",
  },
  {
    name: 'JOURNAL',
    group: 'storage',
    about:
      '`memory` keeps the journal in memory (a warning at start in live mode); `disk` uses `DATA_DIR` in devnet mode too.',
  },
  {
    name: 'REDIS_URL',
    group: 'storage',
    about:
      "Redis shared by several BFF instances (`redis://[:password@]host:6379/0` or `rediss://`): rate limits, deposit-address holds, one poller per order, build locks and the reconciler's turn. Unset: one instance, everything in memory.",
  },
  {
    name: 'BFF_INSTANCES',
    group: 'storage',
    default: '1',
    about:
      'How many instances share `REDIS_URL`: while Redis cannot be reached each keeps 1/N of every limit on its own.',
  },
  {
    name: 'WEBHOOK_URLS',
    group: 'webhooks',
    about:
      "Comma-separated http(s) URLs of your servers that receive `order.created`, `order.partially_filled`, `order.delivered`, `order.refunded` and `order.failed` (v2 and v1 orders), signed in the Standard Webhooks format. Unset: no webhooks. Events wait in the journal's database until each URL answers 2xx.",
  },
  {
    name: 'WEBHOOK_SECRET',
    group: 'webhooks',
    about:
      'The signing secret, `whsec_` and the base64 of at least 24 random bytes (`echo whsec_$(openssl rand -base64 32)`); required with `WEBHOOK_URLS`. Receivers verify with the same secret.',
  },
  {
    name: 'WEBHOOK_OPERATOR_TOKEN',
    group: 'webhooks',
    about:
      'At least 32 characters: the bearer token of `POST /api/operator/webhooks/{eventId}/replay`, which sends an event again. Unset: that endpoint answers 404.',
  },
  {
    name: 'WEBHOOK_RETRY_BASE_MS',
    group: 'webhooks',
    default: '5000',
    about:
      'Pause after a failed delivery; doubled after each further failure, up to `WEBHOOK_RETRY_MAX_MS`.',
  },
  {
    name: 'WEBHOOK_RETRY_MAX_MS',
    group: 'webhooks',
    default: '3600000',
    about: 'The longest pause between two attempts of one delivery.',
  },
  {
    name: 'WEBHOOK_MAX_ATTEMPTS',
    group: 'webhooks',
    default: '12',
    about:
      'Attempts per event and URL before it is given up (logged; the replay endpoint sends it again).',
  },
  {
    name: 'WEBHOOK_TIMEOUT_MS',
    group: 'webhooks',
    default: '10000',
    about:
      'How long a receiver may take to answer one POST before the attempt counts as failed. A sender that dies mid-send holds its rows for three times this, then another sender takes them.',
  },
  {
    name: 'LOG_LEVEL',
    group: 'logs',
    default: 'info',
    about: 'pino level: fatal, error, warn, info, debug (each static asset served), trace.',
  },
] as const satisfies readonly Setting[]

export type SettingName = (typeof settings)[number]['name']

type WithDefault = Extract<(typeof settings)[number], { default: string }>['name']

/** The default of a setting, as written in the table above. */
export function settingDefault(name: WithDefault): string {
  return (settings as readonly Setting[]).find((setting) => setting.name === name)!.default!
}
