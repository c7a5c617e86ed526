type Stats = { funded_txo_sum: number; spent_txo_sum: number }

/**
 * What `address` holds in sats, confirmed and in the mempool, from Esplora's
 * `GET /address/{address}` (funded minus spent), as wallets show it.
 */
export async function readEsploraBalance(parameters: {
  esploraUrl: string
  address: string
  fetch?: typeof fetch
}): Promise<bigint> {
  const { esploraUrl, address } = parameters
  const response = await (parameters.fetch ?? fetch)(
    `${esploraUrl.replace(/\/$/, '')}/address/${encodeURIComponent(address)}`,
  )
  if (!response.ok)
    throw new Error(`The Bitcoin balance could not be read (Esplora answered ${response.status})`)
  const body = (await response.json()) as { chain_stats: Stats; mempool_stats: Stats }
  const held = (stats: Stats) => BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum)
  return held(body.chain_stats) + held(body.mempool_stats)
}
