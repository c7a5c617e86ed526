import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startDevnet } from '@ferry/devnet'
import { ConfigError } from '../config/config.js'
import { startBff } from '../startBff.js'
import { devnetExtensions } from './bffConfigForDevnet.js'
import { devnetBffConfig } from './bffEnvironmentForDevnet.js'

const devnet = await startDevnet({
  port: 8600,
  chainPorts: 8545,
  solanaPort: 8899,
  dataDir: fileURLToPath(new URL('../../../../packages/devnet/.data', import.meta.url)),
})
const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url))
let config: ReturnType<typeof devnetBffConfig>
try {
  config = devnetBffConfig({
    devnet,
    environment: process.env,
    dataDir: fileURLToPath(new URL('../../.data', import.meta.url)),
    ...(existsSync(`${webDist}/index.html`) ? { webDist } : {}),
  })
} catch (error) {
  await devnet.stop()
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}
const bff = await startBff({ config, ...devnetExtensions(devnet) })
const page = existsSync(`${webDist}/index.html`)
  ? `Open ${bff.url}`
  : `The hosted page is not built yet; the BFF answers at ${bff.url}/api (try ${bff.url}/api/config)`
console.log(
  `Ferry is running on the devnet.\n\n  ${page}\n\n  Order Service stand-in: ${devnet.serviceUrl}\n  Solana (sandbox SVM) JSON-RPC: ${devnet.solana.rpcUrl}; test wallets (base58 secret keys, 1,000 SOL and 10,000 USDC each):\n${devnet.solana.accounts.map((account) => `    ${account.address}  ${account.secretKey}`).join('\n')}\n  Origins allowed to call the BFF and frame /embed (ALLOWED_ORIGINS): ${config.allowedOrigins.join(', ')}\n  Ctrl-C stops everything.`,
)
const shutdown = async () => {
  await bff.stop()
  await devnet.stop()
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
