export {
  cancelVerifierAbi,
  contractWalletAbi,
  integratorRegistryAbi,
  spokeDepositAbi,
  stableTokenAbi,
} from './chains/abis.js'
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
} from './chains/startChains.js'
export { scenarioForAmount } from './rules/magicAmounts.js'
export { type Devnet, type StartDevnetOptions, startDevnet } from './startDevnet.js'
export type { SolverScenario } from './store/orderRow.js'
