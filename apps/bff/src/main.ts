import { ConfigError, parseConfig } from './config/config.js'
import { startBff } from './startBff.js'

try {
  const config = parseConfig(process.env)
  const { url, stop, bff } = await startBff({ config })
  console.log(`Ferry BFF listening on ${url} (upstream ${config.upstreamUrl})`)
  const shutdown = async (signal: NodeJS.Signals) => {
    const started = performance.now()
    bff.services.logger.info({ signal }, `Ferry BFF stopping (${signal})`)
    await stop()
    bff.services.logger.info(
      { signal, ms: Math.round(performance.now() - started) },
      'Ferry BFF stopped: connections closed, journal closed',
    )
    process.exit(0)
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
} catch (error) {
  if (ConfigError.isInstance(error)) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
