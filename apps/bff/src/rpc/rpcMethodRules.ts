/**
 * The JSON-RPC methods the RPC proxy forwards: the reads the widget's wagmi/viem make (balances,
 * allowances and quotes through `eth_call`, receipts while a deposit confirms, fees and gas for
 * the wallet's prompt, a chain's id and head). Each maps to a check of its parameters that answers
 * why it is refused, or undefined. Everything else is refused: `eth_sendRawTransaction` and the
 * signing methods are the wallet's job on its own RPC (a proxy that sends transactions would let
 * anyone spend the operator's RPC quota on spam it relays), and filters, subscriptions, traces,
 * `debug_*`, `admin_*` and `anvil_*`/`hardhat_*` are not reads a swap needs.
 */
export const rpcMethodRules: Readonly<
  Record<string, (params: readonly unknown[]) => string | undefined>
> = {
  eth_chainId: () => undefined,
  eth_blockNumber: () => undefined,
  eth_gasPrice: () => undefined,
  eth_maxPriorityFeePerGas: () => undefined,
  eth_call: () => undefined,
  eth_estimateGas: () => undefined,
  eth_getBalance: () => undefined,
  eth_getCode: () => undefined,
  eth_getTransactionCount: () => undefined,
  eth_getTransactionReceipt: () => undefined,
  eth_getTransactionByHash: () => undefined,
  eth_feeHistory: ([blockCount]) =>
    quantityOf(blockCount) !== undefined && quantityOf(blockCount)! <= MAX_FEE_HISTORY_BLOCKS
      ? undefined
      : `eth_feeHistory: blockCount must be at most ${MAX_FEE_HISTORY_BLOCKS}`,
  eth_getBlockByNumber: withoutFullTransactions('eth_getBlockByNumber'),
  eth_getBlockByHash: withoutFullTransactions('eth_getBlockByHash'),
  eth_getLogs: ([filter]) => logRangeProblem(filter),
}

/** The widest block range an `eth_getLogs` may span (one node query, not an archive scan). */
export const MAX_LOG_BLOCKS = 1_000n
export const MAX_FEE_HISTORY_BLOCKS = 1_024n

/** A hex quantity or a JSON number as a bigint; undefined for anything else (tags included). */
function quantityOf(value: unknown): bigint | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value)
  return undefined
}

function withoutFullTransactions(method: string) {
  return (params: readonly unknown[]) =>
    params[1] === true ? `${method}: full transactions are not served (pass false)` : undefined
}

/** A log query must name one block (`blockHash`) or a numbered range of at most MAX_LOG_BLOCKS. */
function logRangeProblem(filter: unknown): string | undefined {
  if (typeof filter !== 'object' || filter === null)
    return 'eth_getLogs: a filter object is required'
  const { blockHash, fromBlock, toBlock } = filter as Record<string, unknown>
  if (typeof blockHash === 'string' && fromBlock === undefined && toBlock === undefined)
    return undefined
  const from = quantityOf(fromBlock)
  const to = quantityOf(toBlock)
  if (from === undefined || to === undefined || to < from || to - from >= MAX_LOG_BLOCKS)
    return `eth_getLogs: name blockHash, or numbered fromBlock and toBlock at most ${MAX_LOG_BLOCKS} blocks apart`
  return undefined
}
