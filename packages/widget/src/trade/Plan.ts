import type { Hex } from 'viem'

/** The chain families a plan's wallet can belong to. */
export type ChainFamily = 'evm' | 'solana' | 'tron' | 'bitcoin'

/** An EVM transaction as the wallet is asked for it: legacy or EIP-1559 fees, never both. */
export type EvmTransactionRequest =
  | (EvmTransactionBase & { gasPrice?: bigint })
  | (EvmTransactionBase & { maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint })
type EvmTransactionBase = {
  chainId: number
  /** The sender, when the plan names one (a v1 plan does; a v2 build sends from the wallet). */
  account?: Hex
  to: Hex
  data?: Hex
  value?: bigint
  gas?: bigint
  nonce?: number
}

/** What the user sends by hand to a deposit address (or their wallet for that family does). */
export type TransferInstructions = {
  depositAddress: string
  amount: bigint
  /** A token address, or `BTC` on Bitcoin. */
  token: string
  chainId: number
  /** Carried with the transfer when present. */
  memo?: string
  /** The address takes no transfer after then (Unix seconds). */
  expiresAt?: number
  orderId?: string
}

/** Registers the deposit's hash with the service, once (v1's submit). */
export type HashSubmitter = {
  /** Whether a hash the user gives has the source chain's format. */
  isHash: (txHash: string) => boolean
  submit: (parameters: {
    txHash: string
    /**
     * The deposit signed but not sent (a wallet that only signs): submitted in place of the hash,
     * which is then its signature; the service broadcasts it.
     */
    signedTransaction?: string
    signal?: AbortSignal
  }) => Promise<{ orderId: string; txHash: string; recovered: boolean }>
}

/** One thing a plan asks of the wallet, the chain or the service, run in order. */
export type PlanStep =
  /** A read, before any prompt: the wallet holds at least `atLeast` of the chain's coin. */
  | { kind: 'check-native-balance'; chainId: number; atLeast: bigint }
  | { kind: 'switch-chain'; chainId: number }
  /** A transaction before the deposit; with `waitForReceipt`, a failed receipt stops the plan. */
  | { kind: 'approve'; transaction: EvmTransactionRequest; waitForReceipt: boolean }
  /** The EVM deposit: sent exactly once (the ledger's mark comes before the prompt). */
  | { kind: 'deposit-call'; transaction: EvmTransactionRequest; waitForReceipt: boolean }
  /** A transaction of another chain family, signed and sent by that family's wallet. */
  | {
      kind: 'family-transaction'
      family: Exclude<ChainFamily, 'evm'>
      chainId: number
      /** As the service gives it: Solana's is base64 with a fresh blockhash. */
      transaction: string
      /** The deposit: sent exactly once, like `deposit-call`. */
      deposit: boolean
    }
  /** Nothing is sent by the widget: the user transfers; `needsHash` then asks for its hash. */
  | { kind: 'transfer-to-address'; transfer: TransferInstructions; needsHash: boolean }
  /** The deposit's hash (sent by a step before, or given for a transfer) goes to the service. */
  | { kind: 'submit-hash'; submitter: HashSubmitter }
  /** EIP-712 data the wallet signs (for example a cancel); its signature is returned. */
  | { kind: 'sign-typed-data'; typedData: SignTypedDataRequest }

export type SignTypedDataRequest = {
  domain: Record<string, unknown>
  types: Record<string, readonly { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

/**
 * The typed steps of one trade, made by an interface's planner (`planOfV2Build`,
 * `planOfV1Deposit`) after the checks of its own rules, and run by `runPlan`.
 */
export type Plan = {
  interface: 'v2' | 'v1'
  /** The family of the source chain: the wallet that signs. */
  family: ChainFamily
  srcChainId: number
  dstChainId: number
  /** One deposit per key, ever (the deposit-once ledger's key). */
  depositKey: string
  /** Known before the deposit (v2 creates orders at the build); v1's comes at the submit. */
  orderId?: string
  /**
   * The deposit is not sent when less than `marginSeconds` are left before `at` (Unix seconds):
   * checked before the first prompt and again right before the deposit.
   */
  deadline?: { at: number; marginSeconds: number }
  steps: readonly PlanStep[]
}
