import type {
  EvmBuildResponse,
  OrderRecord,
  ParamsResponse,
  QuoteResponse,
  TronBuildResponse,
} from '../src/index.js'

export const usdcEthereum = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
export const usdcBase = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
export const usdtTron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
export const depositor = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

export const params: ParamsResponse = {
  tokens: [
    {
      chainId: 1,
      token: usdcEthereum,
      symbol: 'USDC',
      decimals: 6,
      depositFee: '300000',
      withdrawFee: '200000',
    },
    {
      chainId: 8453,
      token: usdcBase,
      symbol: 'USDC',
      decimals: 6,
      depositFee: '100000',
      withdrawFee: '50000',
    },
    {
      chainId: 728126428,
      token: usdtTron,
      symbol: 'USDT',
      decimals: 6,
      depositFee: '1000000',
      withdrawFee: '1000000',
    },
  ],
  terms: {
    operatorBps: 10,
    commissionBps: 25,
    commissionWallet: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    orderTtl: 3600,
  },
}

/** 100 USDC from Ethereum to Base: flat fee 0.3 + 0.05, service 10 bps, commission 25 bps. */
export const quote: QuoteResponse = {
  spend: { chainId: 1, token: usdcEthereum, symbol: 'USDC', decimals: 6, amount: '100000000' },
  receive: { chainId: 8453, token: usdcBase, symbol: 'USDC', decimals: 6, amount: '99251574' },
  details: { intentOutcomeRate: '999500000000000000', protocolFee: '449650' },
  build: {
    srcToken: { chainId: 1, token: usdcEthereum },
    dstToken: { chainId: 8453, token: usdcBase },
    amount: '100000000',
    intentOutcomeRate: '999500000000000000',
    terms: {
      flatFee: '350000000000000000',
      expiresAt: '1795000000',
      signature: `0x${'ab'.repeat(65)}`,
    },
  },
}

export const evmBuild: EvmBuildResponse = {
  orderId: `0x${'1f'.repeat(32)}`,
  nonce: '123456789',
  approveTxs: [{ to: usdcEthereum, data: '0x095ea7b3', value: '0', chainId: 1 }],
  depositTx: {
    to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    from: depositor,
    data: '0xdeadbeef',
    value: '0x38d7ea4c68000',
    chainId: 1,
    gasLimit: '0x493e0',
  },
}

export const tronBuild: TronBuildResponse = {
  orderId: `0x${'2e'.repeat(32)}`,
  nonce: '42',
  depositAddress: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  expectedAmount: '25000000',
  deadline: 1795003600,
}

export const order: OrderRecord = {
  orderId: evmBuild.orderId,
  integrator: 'ferry-demo',
  srcToken: usdcEthereum,
  dstToken: usdcBase,
  srcChainId: 1,
  dstChainId: 8453,
  srcAmountSpoke: '100000000',
  depositor,
  depositAddress: null,
  payoutAddr: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  refundAddr: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  fullFee: '799650',
  intentOutcomeRate: '999500000000000000',
  state: 'delivered',
  deposit: { tx: `0x${'aa'.repeat(32)}`, at: 1795000010 },
  deliver: {
    payout: { tx: `0x${'bb'.repeat(32)}`, amount: '99251574' },
    refund: null,
    at: 1795000100,
  },
  deliveryFailed: null,
  traces: {
    rootIntentId: `0x${'cc'.repeat(32)}`,
    publish: { tx: `0x${'dd'.repeat(32)}`, at: 1795000020 },
    withdraw: {
      tx: `0x${'ee'.repeat(32)}`,
      settledOutcome: '99251574',
      refundSource: '0',
      accruedFee: '799650',
      at: 1795000090,
    },
    chainObservations: [
      {
        seq: 1,
        intentId: `0x${'cc'.repeat(32)}`,
        intentState: 'published',
        observedTx: `0x${'dd'.repeat(32)}`,
        at: 1795000020,
      },
    ],
  },
}
