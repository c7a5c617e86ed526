import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  getAddress,
  http,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { compileContracts } from './compileContracts.js'
import { devnetAccounts } from './devnetAccounts.js'

/** Where Multicall3 lives on every public EVM chain (and so in viem's chain definitions). */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * Puts Multicall3 at its canonical address, as on every real chain, so a host's standard wagmi
 * config (multicall batching on) works against the devnet: deployed once anywhere, then its
 * runtime code copied to the canonical address (it keeps no state).
 */
export async function installMulticall3({ rpcUrl }: { rpcUrl: string }): Promise<Address> {
  const compiled = (await compileContracts()).Multicall3!
  const account = privateKeyToAccount(devnetAccounts.operator.privateKey)
  const wallet = createWalletClient({ account, transport: http(rpcUrl) })
  const client = createPublicClient({ transport: http(rpcUrl) })
  const hash = await wallet.deployContract({
    abi: compiled.abi,
    bytecode: compiled.bytecode,
    chain: null,
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  if (!receipt.contractAddress) throw new Error('deploying Multicall3 failed')
  const code = await client.getCode({ address: getAddress(receipt.contractAddress) })
  if (!code) throw new Error('Multicall3 has no code after deployment')
  const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
  await anvil.setCode({ address: MULTICALL3_ADDRESS, bytecode: code })
  return MULTICALL3_ADDRESS
}
