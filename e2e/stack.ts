// Starts the whole product for the e2e suite: the devnet and the BFF serving the built page, on
// free ports. Prints one JSON line with what the specs need, then runs until SIGTERM.
import { fileURLToPath } from 'node:url'
import { bffConfigForDevnet, startBff } from '@ferry/bff'
import { startDevnet } from '@ferry/devnet'

const devnet = await startDevnet({ stepMs: 200 })
const bff = await startBff({
  config: bffConfigForDevnet(devnet, {
    port: 0,
    webDist: fileURLToPath(new URL('../apps/web/dist', import.meta.url)),
    pollIntervalMs: 500,
  }),
})
console.log(
  JSON.stringify({
    url: bff.url,
    serviceUrl: devnet.serviceUrl,
    chains: devnet.chains,
    accounts: devnet.accounts,
    tron: devnet.tron,
  }),
)
process.once('SIGTERM', async () => {
  await bff.stop()
  await devnet.stop()
  process.exit(0)
})
