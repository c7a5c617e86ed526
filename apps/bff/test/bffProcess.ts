// A BFF in a process of its own, for tests that kill it: its configuration comes as JSON in
// FERRY_BFF_PROCESS ({ config, buildTimings }); it prints `listening <url>` once it serves.
import type { BffConfig } from '../src/config/config.js'
import { startBff } from '../src/startBff.js'

const { config, buildTimings } = JSON.parse(process.env.FERRY_BFF_PROCESS ?? '{}') as {
  config: BffConfig
  buildTimings?: Record<string, number>
}
const { url, stop } = await startBff({ config, ...(buildTimings ? { buildTimings } : {}) })
console.log(`listening ${url}`)
process.once('SIGTERM', async () => {
  await stop()
  process.exit(0)
})
