/** What went wrong on the wallet or chain side of a swap, in the words the user is shown. */
export type WalletErrorKind =
  | 'rejected'
  | 'insufficientFunds'
  | 'chainNotAdded'
  | 'chainNotConfigured'
  | 'rpcUnreachable'
  | 'reverted'

type ErrorLike = { name?: unknown; code?: unknown; message?: unknown; cause?: unknown }

/** By error name (viem's and wagmi's), so a second bundled copy of either is recognised too. */
const byName: Record<string, WalletErrorKind> = {
  UserRejectedRequestError: 'rejected',
  InsufficientFundsError: 'insufficientFunds',
  SwitchChainError: 'chainNotAdded',
  SwitchChainNotSupportedError: 'chainNotAdded',
  ChainNotFoundError: 'chainNotAdded',
  ChainNotConfiguredError: 'chainNotConfigured',
  HttpRequestError: 'rpcUnreachable',
  TimeoutError: 'rpcUnreachable',
  WebSocketRequestError: 'rpcUnreachable',
  ContractFunctionRevertedError: 'reverted',
  ExecutionRevertedError: 'reverted',
  // TRON (trade/tron): TronLink refused to sign; the node refused the signed transfer.
  WalletSignTransactionError: 'rejected',
  TronBroadcastRefusedError: 'reverted',
}

/** EIP-1193 codes of wallets that throw plain objects: 4001 refused, 4902 unknown chain. */
const byCode: Record<number, WalletErrorKind> = {
  4001: 'rejected',
  4902: 'chainNotAdded',
  [-32003]: 'rejected',
}

/**
 * Which wallet or chain failure an error is, looking through its causes (viem wraps the
 * wallet's answer in several layers); undefined when it is none of them.
 */
export function walletErrorKind(error: unknown): WalletErrorKind | undefined {
  let current = error as ErrorLike | undefined
  for (let depth = 0; current && typeof current === 'object' && depth < 10; depth++) {
    const kind =
      (typeof current.name === 'string' ? byName[current.name] : undefined) ??
      (typeof current.code === 'number' ? byCode[current.code] : undefined)
    if (kind) return kind
    if (typeof current.message === 'string' && /insufficient funds/i.test(current.message))
      return 'insufficientFunds'
    current = current.cause as ErrorLike | undefined
  }
  return undefined
}
