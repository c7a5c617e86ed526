export type ExplorerTxUrlParameters = {
  /** The chain's explorer root; none when the chain has no explorer. */
  explorerUrl: string | null | undefined
  /** TRON's explorers address a transaction as `#/transaction/{hash}`, the others `tx/{hash}`. */
  tron: boolean
  txHash: string
}

/**
 * The explorer page of a transaction, or undefined when the chain has no explorer, its URL is
 * not http(s), or the hash has characters no hash has.
 */
export function explorerTxUrl({ explorerUrl, tron, txHash }: ExplorerTxUrlParameters) {
  if (!explorerUrl || !/^[0-9A-Za-z]{1,128}$/.test(txHash)) return undefined
  let base: URL
  try {
    base = new URL(explorerUrl)
  } catch {
    return undefined
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return undefined
  const root = base.href.replace(/\/+$/, '')
  return tron ? `${root}/#/transaction/${txHash}` : `${root}/tx/${txHash}`
}
