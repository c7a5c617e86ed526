export { bitcoinTestWallet } from './bitcoin/bitcoinTestWallet.js'
export {
  type BitcoinChain,
  type StartBitcoinChainParameters,
  startBitcoinChain,
} from './bitcoin/startBitcoinChain.js'
export {
  cancelVerifierAbi,
  contractWalletAbi,
  integratorRegistryAbi,
  spokeDepositAbi,
  stableTokenAbi,
  usdPriceFeedAbi,
  volatileTokenAbi,
} from './chains/abis.js'
export { freePort } from './chains/anvil.js'
export { compileContracts } from './chains/compileContracts.js'
export {
  type DeployContractWalletParameters,
  deployContractWallet,
} from './chains/deployContractWallet.js'
export { type DevnetAccount, devnetAccounts } from './chains/devnetAccounts.js'
export {
  type DevnetChains,
  HUB_CHAIN_ID,
  type HubChain,
  RELAY_FEE_WEI,
  type SpokeChain,
  startChains,
  type VolatileDevnetToken,
} from './chains/startChains.js'
export * from './devControl/createDevControl.js'
export { scenarioForAmount } from './rules/magicAmounts.js'
export { solanaTestWallet } from './solana/solanaTestWallet.js'
export {
  type SolanaChain,
  type StartSolanaChainParameters,
  startSolanaChain,
} from './solana/startSolanaChain.js'
export { type Devnet, type StartDevnetOptions, startDevnet } from './startDevnet.js'
export type { SolverScenario } from './store/orderRow.js'
export { signTronTxId, tronAccountOf } from './tron/tronKeys.js'
export { tronTestWallet } from './tron/tronTestWallet.js'
export { USD_PRICE_DECIMALS, volatileTokenSpecs } from './v1/catalog/usdPrices.js'
export {
  createV1Catalog,
  usdPriceOf,
  type V1Catalog,
  type V1Token,
} from './v1/catalog/v1Catalog.js'
