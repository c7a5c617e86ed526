import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startDevnet } from '@ferry/devnet'
import { startBff } from '../startBff.js'
import { bffConfigForDevnet, devnetExtensions } from './bffConfigForDevnet.js'

const devnet = await startDevnet({
  port: 8600,
  chainPorts: 8545,
  dataDir: fileURLToPath(new URL('../../../../packages/devnet/.data', import.meta.url)),
})
const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url))
const bff = await startBff({
  config: bffConfigForDevnet(devnet, {
    dataDir: fileURLToPath(new URL('../../.data', import.meta.url)),
    ...(existsSync(`${webDist}/index.html`) ? { webDist } : {}),
  }),
  ...devnetExtensions(devnet),
})
const page = existsSync(`${webDist}/index.html`)
  ? `Open ${bff.url}`
  : `The hosted page is not built yet; the BFF answers at ${bff.url}/api (try ${bff.url}/api/config)`
console.log(
  `Ferry is running on the devnet.\n\n  ${page}\n\n  Order Service stand-in: ${devnet.serviceUrl}\n  Ctrl-C stops everything.`,
)
const shutdown = async () => {
  await bff.stop()
  await devnet.stop()
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
