import {
  type Address,
  createPublicClient,
  type Hex,
  hashMessage,
  http,
  isAddressEqual,
  type PublicClient,
  parseAbi,
  recoverMessageAddress,
} from 'viem'

const erc1271 = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])
const ERC1271_MAGIC = '0x1626ba7e'

export type VerifySiweSignatureParameters = {
  message: string
  signature: Hex
  address: Address
  /** A reader of the message's chain, for contract wallets; none when the chain has no RPC. */
  client: Pick<PublicClient, 'readContract' | 'getCode'> | undefined
  /**
   * Asked before the chain is: whether this attempt may spend a contract-wallet check (each is
   * a call on the integrator's RPC, so they are capped per client and in all).
   */
  admitContractCheck?: () => Promise<boolean>
}

/**
 * Whether `address` signed `message` (personal_sign): an EOA by recovering the signer locally,
 * else, when the contract check is admitted and the address holds code, a contract wallet by
 * asking it (ERC-1271) on the message's chain.
 */
export async function verifySiweSignature({
  message,
  signature,
  address,
  client,
  admitContractCheck = async () => true,
}: VerifySiweSignatureParameters): Promise<boolean> {
  try {
    if (isAddressEqual(await recoverMessageAddress({ message, signature }), address)) return true
  } catch {
    // Not a 65-byte ECDSA signature: contract wallets may sign in other shapes.
  }
  if (!client || !(await admitContractCheck())) return false
  try {
    // An address without code is no contract wallet: it cannot accept a signature.
    const code = await client.getCode({ address })
    if (!code || code === '0x') return false
    const answer = await client.readContract({
      address,
      abi: erc1271,
      functionName: 'isValidSignature',
      args: [hashMessage(message), signature],
    })
    return answer.toLowerCase() === ERC1271_MAGIC
  } catch {
    return false
  }
}

/** One cached reader per chain with an RPC URL (of the chains served now). */
export function chainReaders(chains: () => readonly { id: number; rpcUrl: string | null }[]) {
  const clients = new Map<string, PublicClient>()
  return (chainId: number): PublicClient | undefined => {
    const chain = chains().find((entry) => entry.id === chainId)
    if (!chain?.rpcUrl) return undefined
    const key = `${chainId} ${chain.rpcUrl}`
    let client = clients.get(key)
    if (!client) {
      client = createPublicClient({ transport: http(chain.rpcUrl, { timeout: 5_000 }) })
      clients.set(key, client)
    }
    return client
  }
}
