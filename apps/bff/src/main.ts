import { ConfigError, parseConfig } from './config/config.js'
import { startBff } from './startBff.js'
import { stopOnSignal } from './stopOnSignal.js'

try {
  const config = parseConfig(process.env)
  const { url, stop, bff } = await startBff({ config })
  console.log(`Ferry BFF listening on ${url} (upstream ${config.upstreamUrl})`)
  const shutdown = stopOnSignal({
    stop,
    logger: bff.services.logger,
    exit: (code) => process.exit(code),
  })
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
} catch (error) {
  if (ConfigError.isInstance(error)) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
