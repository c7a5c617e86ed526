const usdcEth = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const usdcBase = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const chain = (id: number, name: string) => ({
  id,
  name,
  family: 'evm',
  rpcUrl: `https://rpc-${id}.example`,
  explorerUrl: null,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
})
/**
 * What createApp's `bootstrap()` returns for a live BFF on two chains: the widget's config and
 * the service's params, as pages inline them (server-rendering tests and the page bench).
 */
export const pageBootstrap = {
  config: {
    mode: 'live',
    chains: [chain(1, 'Ethereum'), chain(8453, 'Base')],
    cancelDomain: {
      name: 'OrderDelegate',
      version: '2',
      chainId: 1,
      verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    },
    pollIntervalMs: 10_000,
  },
  params: {
    tokens: [
      {
        chainId: 1,
        token: usdcEth,
        symbol: 'USDC',
        decimals: 6,
        depositFee: '0',
        withdrawFee: '0',
      },
      {
        chainId: 8453,
        token: usdcBase,
        symbol: 'USDC',
        decimals: 6,
        depositFee: '0',
        withdrawFee: '0',
      },
    ],
    terms: {
      operatorBps: 10,
      commissionBps: 0,
      commissionWallet: '0x0000000000000000000000000000000000000000',
      orderTtl: 3600,
    },
  },
}
