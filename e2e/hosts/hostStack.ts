// The devnet and a BFF for the host examples: like ../stack.ts, but the BFF listens on the port
// given in BFF_PORT and lets the origins in HOST_ORIGINS (comma-separated) call it. Prints one
// JSON line, then runs until SIGTERM.
import { startBff } from '@ferry/bff'
import { bffConfigForDevnet, devnetExtensions } from '@ferry/bff/devnet'
import { startDevnet } from '@ferry/devnet'
import type { Stack } from '../fixtures.js'
import { stackBitcoin } from '../stackBitcoin.js'
import { stackSolana } from '../stackSolana.js'

const devnet = await startDevnet({ stepMs: 200 })
const bff = await startBff({
  config: bffConfigForDevnet(devnet, {
    port: Number(process.env.BFF_PORT),
    allowedOrigins: (process.env.HOST_ORIGINS ?? '').split(',').filter(Boolean),
    pollIntervalMs: 500,
  }),
  ...devnetExtensions(devnet),
})
console.log(
  JSON.stringify({
    url: bff.url,
    serviceUrl: devnet.serviceUrl,
    chains: devnet.chains,
    accounts: devnet.accounts,
    tron: devnet.tron,
    solana: stackSolana(devnet.solana),
    bitcoin: stackBitcoin(devnet.bitcoin),
  } satisfies Omit<Stack, 'plainHostPort' | 'safeParentPort' | 'apiKey'>),
)
process.once('SIGTERM', async () => {
  await bff.stop()
  await devnet.stop()
  process.exit(0)
})
