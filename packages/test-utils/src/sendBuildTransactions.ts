import { type Address, createPublicClient, createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** A transaction of a v2 build answer, as it comes over the wire. */
type WireTransaction = { to: string; data: string; value: string }

export type SendBuildTransactionsParameters = {
  /** A v2 build answer: its approvals (if any) then its deposit are sent, in that order. */
  build: { approveTxs?: readonly WireTransaction[] | null; depositTx: WireTransaction }
  /** The depositor's key (a devnet test account's). */
  privateKey: Hex
  /** The source chain's RPC. */
  rpcUrl: string
}

/** Sends a build's transactions as its depositor would, each mined before the next. */
export async function sendBuildTransactions({
  build,
  privateKey,
  rpcUrl,
}: SendBuildTransactionsParameters) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(privateKey),
    transport: http(rpcUrl),
  })
  const chain = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 })
  for (const tx of [...(build.approveTxs ?? []), build.depositTx]) {
    const hash = await wallet.sendTransaction({
      to: tx.to as Address,
      data: tx.data as Hex,
      value: BigInt(tx.value),
      chain: null,
    })
    await chain.waitForTransactionReceipt({ hash })
  }
}
