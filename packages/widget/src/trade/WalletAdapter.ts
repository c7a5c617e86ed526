import type { Hex } from 'viem'
import type { ChainFamily, EvmTransactionRequest, SignTypedDataRequest } from './Plan.js'

export type { ChainFamily } from './Plan.js'

/**
 * What `runPlan` asks of an EVM wallet: shaped like wagmi's actions without their config
 * (`evmWalletAdapter` is wagmi's; tests pass their own).
 */
export type EvmWalletAdapter = {
  family: 'evm'
  /** The chain the wallet is on, when it can tell: a switch to that chain is then skipped. */
  currentChainId?: () => number | undefined
  switchChain: (parameters: { chainId: number }) => Promise<unknown>
  sendTransaction: (parameters: EvmTransactionRequest) => Promise<Hex>
  waitForReceipt: (parameters: {
    hash: Hex
    chainId: number
  }) => Promise<{ status: 'success' | 'reverted' }>
  /** The wallet's balance of the chain's coin, for a `check-native-balance` step. */
  getNativeBalance: (parameters: { chainId: number }) => Promise<{ value: bigint; symbol: string }>
  /** The wallet's balance of an ERC-20 token, read before anything is built. */
  getTokenBalance: (parameters: { chainId: number; token: Hex }) => Promise<bigint>
  signTypedData?: (parameters: SignTypedDataRequest) => Promise<Hex>
  /**
   * EIP-5792: whether the wallet runs a batch of calls atomically on the chain
   * (`wallet_getCapabilities`, `atomic.status` of `supported`). A wallet without these three
   * methods, or that says no, is asked for each step in turn.
   */
  supportsAtomicBatch?: (parameters: { chainId: number }) => Promise<boolean>
  /** EIP-5792 `wallet_sendCalls` with `atomicRequired`: the batch's id. */
  sendCalls?: (parameters: { chainId: number; calls: readonly EvmCall[] }) => Promise<string>
  /** Waits for the batch's final `wallet_getCallsStatus`. */
  waitForCalls?: (parameters: { id: string }) => Promise<EvmCallsStatus>
  /** The relay fee a deposit contract takes as value, read on its chain (`verifyPlan`'s check). */
  getDepositRelayFee?: (parameters: { chainId: number; contract: Hex }) => Promise<bigint>
}

/** One call of an EIP-5792 batch. */
export type EvmCall = { to: Hex; data?: Hex; value?: bigint }

/**
 * A batch's final status (EIP-5792): `statusCode` 200 confirmed, 400 not sent, 500 reverted
 * on chain, 600 partly reverted; the receipts of the transactions that carried it.
 */
export type EvmCallsStatus = {
  statusCode: number
  receipts?: readonly { transactionHash: Hex; status: 'success' | 'reverted' }[] | undefined
}

/**
 * A wallet of another chain family: it signs and sends that family's own transaction as the
 * service gives it (Solana's base64 transaction, TRON's, Bitcoin's) and returns its hash or
 * signature. The adapters themselves come with the issues that add those wallets.
 */
export type FamilyWalletAdapter = {
  family: Exclude<ChainFamily, 'evm'>
  address: string
  /** Signs and sends; returns the hash or signature. */
  sendTransaction?: (parameters: { chainId: number; transaction: string }) => Promise<string>
  /**
   * For a wallet that signs but cannot send (some Solana wallets): the signed transaction, which
   * the service broadcasts at the submit (`signedTransaction`), and the hash it will have.
   */
  signTransaction?: (parameters: {
    chainId: number
    transaction: string
  }) => Promise<{ signedTransaction: string; txHash: string }>
  /**
   * Sends `amount` of `token` (a token address, or the chain's coin as the plan names it) to a
   * deposit address, with its memo when there is one, and returns the transaction's hash: a
   * deposit-address plan is then sent from the wallet instead of by hand.
   */
  transfer?: (parameters: {
    chainId: number
    to: string
    token: string
    amount: bigint
    memo?: string
  }) => Promise<string>
}

/** One wallet per chain family (relay-kit's `AdaptedWallet`, Ferry's parameters objects). */
export type WalletAdapter = EvmWalletAdapter | FamilyWalletAdapter
