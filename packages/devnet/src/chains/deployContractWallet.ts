import {
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { contractWalletAbi } from './abis.js'
import { compileContracts } from './compileContracts.js'

export type DeployContractWalletParameters = {
  /** RPC of the chain to deploy on. */
  rpcUrl: string
  /** Key of the account that deploys the wallet and alone can make it call other contracts. */
  ownerPrivateKey: Hex
}

/**
 * Deploys a `ContractWallet` owned by the given key and returns its address, so a test can make
 * a smart-contract account the depositor of an order.
 */
export async function deployContractWallet({
  rpcUrl,
  ownerPrivateKey,
}: DeployContractWalletParameters): Promise<Address> {
  const account = privateKeyToAccount(ownerPrivateKey)
  const transport = http(rpcUrl)
  const wallet = createWalletClient({ account, transport })
  const client = createPublicClient({ transport })
  const compiled = await compileContracts()
  const bytecode = compiled.ContractWallet?.bytecode
  if (!bytecode) throw new Error('ContractWallet was not compiled')
  const hash = await wallet.deployContract({
    abi: contractWalletAbi,
    bytecode,
    args: [account.address],
    chain: null,
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  if (!receipt.contractAddress) throw new Error('deploying the contract wallet failed')
  return getAddress(receipt.contractAddress)
}
