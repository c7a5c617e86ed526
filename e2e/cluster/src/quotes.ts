import type { DevnetInfo } from './startCluster.js'

/** The query of a USDC quote from Ethereum to Base on the devnet. */
export function usdcQuotePath(devnet: DevnetInfo, srcAmount = '20000000'): string {
  const usdc = (chainId: number) =>
    devnet.chains.find((chain) => chain.chainId === chainId)!.tokens[0]!.address
  const query = new URLSearchParams({
    fromChainId: '1',
    from: usdc(1),
    toChainId: '8453',
    to: usdc(8453),
    srcAmount,
  })
  return `/api/v2/quote?${query}`
}
