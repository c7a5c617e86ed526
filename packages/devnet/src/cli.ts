import { fileURLToPath } from 'node:url'
import { startDevnet } from './startDevnet.js'

const dataDir = fileURLToPath(new URL('../.data', import.meta.url))
const started = Date.now()
const devnet = await startDevnet({
  port: Number(process.env.DEVNET_PORT ?? 8600),
  chainPorts: Number(process.env.DEVNET_CHAIN_PORT ?? 8545),
  solanaPort: Number(process.env.DEVNET_SOLANA_PORT ?? 8899),
  bitcoinPort: Number(process.env.DEVNET_BITCOIN_PORT ?? 3002),
  tronPort: Number(process.env.DEVNET_TRON_PORT ?? 8090),
  dataDir: process.env.DEVNET_DATA_DIR ?? dataDir,
  log: (message) => console.log(`[devnet] ${message}`),
})

const lines = [
  `Ferry devnet is up in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  '',
  `Order Service v2 stand-in: ${devnet.serviceUrl}/v2  (dev controls: ${devnet.serviceUrl}/dev)`,
  `v1 (no key): ${devnet.v1.url}`,
  '',
  'Chains:',
  `  hub ${devnet.hub.chainId}  ${devnet.hub.rpcUrl}  registry ${devnet.hub.registry}  cancel verifier ${devnet.hub.cancelVerifier}`,
  ...devnet.chains.map(
    (chain) =>
      `  ${chain.name} (${chain.chainId})  ${chain.rpcUrl}  deposit ${chain.depositContract}  ${chain.tokens
        .concat(chain.volatileTokens)
        .map((token) => `${token.symbol} ${token.address}`)
        .join('  ')}`,
  ),
  `  TRON (${devnet.tron.chainId}) sandbox node  TronGrid API ${devnet.tron.fullHost}  USDT ${devnet.tron.tokens[0]!.address}`,
  `  Solana (${devnet.solana.chainId}) sandbox SVM  ${devnet.solana.rpcUrl}  USDC mint ${devnet.solana.usdc.mint}  deposit account ${devnet.solana.depositAccount}  explorer ${devnet.solana.explorerUrl}`,
  `  Bitcoin (${devnet.bitcoin.chainId}) sandbox UTXO chain  Esplora ${devnet.bitcoin.esploraUrl}  deposit address ${devnet.bitcoin.depositAddress}  (mine now: POST ${devnet.bitcoin.esploraUrl}/dev/mine)`,
  '',
  'Integrators (name: API key):',
  ...devnet.integrators.map((integrator) => `  ${integrator.name}: ${integrator.apiKey}`),
  '',
  'Funded test accounts (anvil test keys, worthless outside the devnet):',
  ...devnet.accounts.map(
    (account) => `  ${account.label}  ${account.address}  ${account.privateKey}`,
  ),
  ...devnet.solana.accounts.map(
    (account) =>
      `  ${account.label}  ${account.address}  ${account.secretKey}  (Solana: 1,000 SOL, 10,000 USDC)`,
  ),
  ...devnet.bitcoin.accounts.map(
    (account) => `  ${account.label}  ${account.address}  ${account.wif}  (Bitcoin, WIF: 10 BTC)`,
  ),
  ...devnet.tron.accounts.map(
    (account) =>
      `  ${account.label}  ${account.address}  ${account.privateKey}  (TRON: 10,000 TRX, 1,000,000 USDT)`,
  ),
  '',
  'Ctrl-C stops everything.',
]
console.log(lines.join('\n'))

const shutdown = async () => {
  await devnet.stop()
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
