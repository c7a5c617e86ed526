import { type Address, createPublicClient, createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'

type Action = {
  request: { method: string; params: [{ to: string; data?: string; value?: string }] }
  waitForReceipt?: boolean
  deposit?: boolean
}

/** Runs a v1 CONTRACT_CALL plan on the chain at `rpcUrl` as the wallet would; returns the deposit's hash. */
export async function runV1Plan(
  rpcUrl: string,
  privateKey: Hex,
  plan: { approvals: Action[] },
): Promise<Hex> {
  const transport = http(rpcUrl)
  const client = createPublicClient({ transport, pollingInterval: 20 })
  const wallet = createWalletClient({ account: privateKeyToAccount(privateKey), transport })
  let deposit: Hex | undefined
  for (const action of plan.approvals) {
    if (action.request.method !== 'eth_sendTransaction') continue
    const tx = action.request.params[0]
    const hash = await wallet.sendTransaction({
      to: tx.to as Address,
      ...(tx.data ? { data: tx.data as Hex } : {}),
      value: BigInt(tx.value ?? '0'),
      chain: null,
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    if (action.deposit) deposit = hash
  }
  return deposit!
}
