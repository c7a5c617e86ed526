// Starts the whole product for the e2e suite: the devnet and the BFF serving the built page, on
// free ports. Prints one JSON line with what the specs need, then runs until SIGTERM.
import { fileURLToPath } from 'node:url'
import { startBff } from '@ferry/bff'
import { bffConfigForDevnet, devnetExtensions } from '@ferry/bff/devnet'
import { startDevnet } from '@ferry/devnet'
import { freePort } from '@ferry/test-utils'
import type { Stack } from './fixtures.js'
import { stackBitcoin } from './stackBitcoin.js'
import { stackSolana } from './stackSolana.js'
import { e2eWalletConnectProjectId } from './wallets/walletConnectRelay.js'

const devnet = await startDevnet({ stepMs: 200 })
// Chosen before the BFF starts so that the allowed origins can name it.
const port = await freePort()
// A plain HTML host page on its own origin (scriptTag.spec.ts serves it on this port).
const plainHostPort = await freePort()
// The test Safe{Wallet} (safeApp.spec.ts answers its page on this port): an operator's SAFE_APP_ORIGINS.
const safeParentPort = await freePort()
const config = bffConfigForDevnet(devnet, {
  port,
  // localhost and 127.0.0.1 are two origins: the embed specs host the iframe cross-origin.
  allowedOrigins: [
    `http://127.0.0.1:${port}`,
    `http://localhost:${port}`,
    `http://127.0.0.1:${plainHostPort}`,
  ],
  webDist: fileURLToPath(new URL('../apps/web/dist', import.meta.url)),
  pollIntervalMs: 500,
  // Every spec's browser loads its pages from this one address, many a minute: the per-client
  // page limits would serve some of them the shell (apps/bff/src/hostile/pages.test.ts covers them).
  pageRenders: { pagesPerClient: 100_000, rendersPerClient: 100_000 },
  // WalletConnect turned on as an operator would (walletConnect.spec.ts answers its relay itself):
  // the pages' CSP and /api/config are the BFF's own.
  walletConnectProjectId: e2eWalletConnectProjectId,
  // The hosted page as a Safe App of this origin only (frame-ancestors; the Safe connector's
  // allowed origins): security.spec.ts checks that any other origin is still refused.
  safeAppOrigins: [`http://127.0.0.1:${safeParentPort}`],
})
const bff = await startBff({ config, ...devnetExtensions(devnet) })
console.log(
  JSON.stringify({
    url: bff.url,
    apiKey: config.upstreamApiKey,
    serviceUrl: devnet.serviceUrl,
    chains: devnet.chains,
    accounts: devnet.accounts,
    tron: devnet.tron,
    solana: stackSolana(devnet.solana),
    bitcoin: stackBitcoin(devnet.bitcoin),
    plainHostPort,
    safeParentPort,
  } satisfies Stack),
)
process.once('SIGTERM', async () => {
  await bff.stop()
  await devnet.stop()
  process.exit(0)
})
