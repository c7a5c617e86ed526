import { expect, test } from 'vitest'
import { mergeChains } from './serviceChains.js'
import { createWidgetChains } from './widgetChains.js'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const serviceList = [
  {
    type: 'eip155',
    id: 1,
    name: 'Ethereum',
    nativeCurrency: ether,
    rpcUrls: { default: { http: ['wss://ws.example', 'https://eth.example'] } },
    blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
    blockTime: 12,
  },
  {
    type: 'tron',
    id: 728126428,
    name: 'TRON',
    nativeCurrency: { name: 'TRX', symbol: 'TRX', decimals: 6 },
    rpcUrls: { default: { http: ['https://api.trongrid.io'] } },
  },
  {
    type: 'bitcoin',
    id: 0,
    name: 'Bitcoin',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [] } },
  },
  {
    type: 'solana',
    id: 20011000000,
    name: 'Solana',
    nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  },
]

test("the service's EVM and TRON chains are served with their first http(s) RPC and explorer; Solana and Bitcoin, which the widget cannot pay from, are not", () => {
  expect(mergeChains({ serviceList, overrides: [] })).toEqual([
    {
      id: 1,
      name: 'Ethereum',
      family: 'evm',
      rpcUrl: 'https://eth.example',
      explorerUrl: 'https://etherscan.io',
      nativeCurrency: ether,
    },
    {
      id: 728126428,
      name: 'TRON',
      family: 'tron',
      rpcUrl: 'https://api.trongrid.io',
      explorerUrl: null,
      nativeCurrency: { name: 'TRX', symbol: 'TRX', decimals: 6 },
    },
  ])
})

test('CHAINS replaces a listed chain by id (a private RPC) and adds one the service does not list', () => {
  const privateEthereum = {
    id: 1,
    name: 'Ethereum',
    family: 'evm' as const,
    rpcUrl: 'https://eth.private.example/key',
    explorerUrl: null,
    nativeCurrency: ether,
  }
  const extra = { ...privateEthereum, id: 5, name: 'Extra', rpcUrl: 'https://extra.example' }
  const merged = mergeChains({ serviceList, overrides: [extra, privateEthereum] })
  expect(merged.map((chain) => [chain.id, chain.rpcUrl])).toEqual([
    [1, 'https://eth.private.example/key'],
    [728126428, 'https://api.trongrid.io'],
    [5, 'https://extra.example'],
  ])
})

test('a list that fails the schema contributes nothing: CHAINS alone', () => {
  expect(mergeChains({ serviceList: [{ id: 'x' }], overrides: [] })).toEqual([])
})

test("live: the widget's chains come from the service's list, the last good one is kept while it fails; devnet: CHAINS", async () => {
  const answers = [
    { ok: true as const, text: JSON.stringify(serviceList) },
    { ok: false as const, status: 503, text: '', retryAfter: null },
  ]
  const errors: string[] = []
  const live = createWidgetChains({
    mode: 'live',
    overrides: [],
    serviceChains: { get: async () => answers.shift()! },
    onError: (message) => errors.push(message),
  })
  expect((await live.current()).map((chain) => chain.id)).toEqual([1, 728126428])
  expect((await live.current()).map((chain) => chain.id)).toEqual([1, 728126428])
  expect(errors).toEqual(["the service's chain list answered 503"])
  const unreachable = createWidgetChains({
    mode: 'live',
    overrides: [],
    serviceChains: {
      get: async () => {
        throw new Error('connect ECONNREFUSED')
      },
    },
  })
  expect(await unreachable.current()).toEqual([])
  const devnet = createWidgetChains({
    mode: 'devnet',
    overrides: [],
    serviceChains: { get: async () => answers[0]! },
  })
  expect(await devnet.current()).toEqual([])
})
