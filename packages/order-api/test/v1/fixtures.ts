import type {
  V1ChainWire,
  V1DepositPlanWire,
  V1OrderWire,
  V1QuoteResponseWire,
  V1RouteWire,
  V1TokenWire,
} from '../../src/v1/index.js'

export const wallet = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
export const contract = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
export const usdcBase = '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913'
export const nativeToken = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
export const solanaWallet = 'So11111111111111111111111111111111111111112'
export const tronWallet = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
export const bitcoinWallet = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
export const quoteId = '5b0c3e6a-2f4d-4c1b-9a7e-0d8f1c2b3a4e'
export const evmTxHash = `0x${'ab'.repeat(32)}`
export const walletOrderId = 'c0123456789abcdefghijklmn'

export const ethOnBase: V1TokenWire = {
  chainId: 8453,
  address: nativeToken,
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  logoURI: 'https://api.example/v1/tokens/8453/eth.svg',
  extensions: { price: { usd: '3120.551234567890123', provider: 'oracle' } },
}

export const usdcWithBalance: V1TokenWire = {
  chainId: 8453,
  address: usdcBase,
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  logoURI: 'https://api.example/v1/tokens/8453/usdc.svg',
  extensions: { balance: '2500000' },
}

export const baseChain: V1ChainWire = {
  type: 'eip155',
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://base.example'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.example' } },
  blockTime: 2000,
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11' } },
}

export const bitcoinChain: V1ChainWire = {
  type: 'bitcoin',
  id: 0,
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [] } },
}

export const nativeRoute: V1RouteWire = {
  routeId: 'Native',
  type: 'native-filler',
  icon: '/v1/routes/native.svg',
  exactOutMethod: 'native',
  depositMethods: ['CONTRACT_CALL', 'TRANSFER'],
  quote: {
    amountIn: '100000000',
    amountOut: '99850000',
    expectedDurationSeconds: 30,
    validBefore: 1_800_000_600,
    quoteExpiresAt: 1_800_000_060,
    estimatedGas: '21000000000000',
    tags: ['needs-approval'],
  },
}

export const tronRoute: V1RouteWire = {
  routeId: 'NativeUTXO',
  type: 'liquidity-router',
  icon: '/v1/routes/native-utxo.svg',
  exactOutMethod: 'native',
  depositMethods: ['TRANSFER_WITH_TX_HASH_SUBMIT'],
  quote: {
    amountIn: '50000000',
    amountOut: '49100000',
    expectedDurationSeconds: 120,
    validBefore: 1_800_000_600,
    quoteExpiresAt: 1_800_000_060,
    supportedDepositMethods: ['TRANSFER_WITH_TX_HASH_SUBMIT'],
    activationFee: { required: true, refundable: false, amounts: { usdt: '1000000' } },
    tronUsdtFees: {
      activationRequired: true,
      activationFeeUsdt18: '1000000000000000000',
      hasUsdtBalance: false,
      energyFeeUsdt18: '2500000000000000000',
    },
    totalOutputFeeUsdt18: '3500000000000000000',
    feeBaseOutcomeAmount18: '49100000000000000000',
  },
}

export const quoteResponse: V1QuoteResponseWire = { quoteId, routes: [nativeRoute] }

export const contractCallPlan: V1DepositPlanWire = {
  kind: 'CONTRACT_CALL',
  approvals: [
    {
      type: 'eip1193_request',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
    },
    {
      type: 'eip1193_request',
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: wallet, to: usdcBase, data: '0x095ea7b3', value: '0x0' }],
      },
      waitForReceipt: true,
    },
    {
      type: 'eip1193_request',
      request: {
        method: 'eth_sendTransaction',
        params: [
          { from: wallet, to: contract, data: '0xdeadbeef', value: '0x5f5e100', gas: '0x30d40' },
        ],
      },
      deposit: true,
    },
  ],
  expiresAt: 1_800_000_060,
}

export const transferPlan: V1DepositPlanWire = {
  kind: 'TRANSFER',
  depositAddress: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  amount: '50000000',
  token: tronWallet,
  chainId: 728126428,
  expiresAt: 1_800_000_600,
  orderId: '0123456789abcdef0123456789abcdef',
  submitTxHashRequested: true,
}

export const order: V1OrderWire = {
  id: walletOrderId,
  type: 'native-filler',
  quoteId,
  routeId: 'Native',
  fromChainId: 8453,
  toChainId: 42161,
  fromToken: usdcBase,
  toToken: '0xaf88d065e77c8cc2239327c5edb3a432268e5831',
  srcAmount: '100000000',
  destAmount: '99850000',
  status: 'refund_pending',
  author: wallet,
  recipient: null,
  refundTo: wallet,
  fillerAddress: null,
  depositTxHash: evmTxHash,
  externalOrderId: null,
  createdAt: '2027-01-15T08:00:00.000Z',
  updatedAt: '2027-01-15T08:05:00.000Z',
  tradeType: 'EXACT_INPUT',
  stepsCompleted: ['created', 'deposited'],
  transactions: {
    deposit: {
      timestamp: '2027-01-15T08:00:10.000Z',
      txHash: evmTxHash,
      chainId: 8453,
      amount: '100000000',
    },
  },
  timestamps: { createdAt: '2027-01-15T08:00:00.000Z', failedAt: '2027-01-15T08:05:00.000Z' },
  providerStatus: { provider: 'native', nativeStatus: { raw: 'EXPIRED' } },
  fromTokenMeta: { symbol: 'USDC', decimals: 6, logoURI: null },
  toTokenMeta: null,
}
