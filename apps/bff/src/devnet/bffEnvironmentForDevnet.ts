import { type BffConfig, parseConfig } from '../config/config.js'
import { bffConfigForDevnet, type DevnetInfo } from './bffConfigForDevnet.js'

export type DevnetBffConfigParameters = {
  devnet: DevnetInfo
  /** The process environment: any BFF variable set there wins over the devnet's defaults. */
  environment: Record<string, string | undefined>
  dataDir?: string
  webDist?: string
}

/**
 * The configuration `pnpm start` runs with: the devnet's values as defaults, every variable of
 * the environment on top, all checked by the same `parseConfig` as in production (so a bad
 * `ALLOWED_ORIGINS` stops start-up with its name). The default origins follow `PORT`.
 */
export function devnetBffConfig(parameters: DevnetBffConfigParameters): BffConfig {
  const defaults = bffConfigForDevnet(parameters.devnet)
  const set = Object.fromEntries(
    Object.entries(parameters.environment).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  ) as Record<string, string>
  const port = set.PORT ?? String(defaults.port)
  return parseConfig({
    UPSTREAM_URL: defaults.upstreamUrl,
    // The stand-in's loopback address is what the browser beside it reaches.
    PUBLIC_ORDER_URL: defaults.upstreamUrl,
    UPSTREAM_API_KEY: defaults.upstreamApiKey,
    ALLOWED_ORIGINS: `http://127.0.0.1:${port},http://localhost:${port}`,
    HOST: defaults.host,
    MODE: 'devnet',
    CHAINS: JSON.stringify(defaults.chains),
    CANCEL_DOMAIN: JSON.stringify(defaults.cancelDomain),
    POLL_INTERVAL_MS: String(defaults.pollIntervalMs),
    // Local: the figures beside the API (the soak reads them there).
    METRICS_PORT: 'api',
    ...(parameters.dataDir ? { DATA_DIR: parameters.dataDir } : {}),
    ...(parameters.webDist ? { WEB_DIST: parameters.webDist } : {}),
    ...set,
    PORT: port,
  })
}
