import { type Address, custom, defineChain, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { createConfig } from 'wagmi'
import { connect } from 'wagmi/actions'
import { injected } from 'wagmi/connectors'
import { evmWalletAdapter } from './evmWalletAdapter.js'

const account: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chain = defineChain({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const hash = `0x${'a'.repeat(64)}` as Hex

/**
 * An EIP-1193 wallet that answers EIP-5792 with `atomic` as its capability on Base, and records
 * what it is asked; wagmi's own connector and actions sit between it and the adapter.
 */
async function adapterOver(atomic: string | undefined) {
  const requests: { method: string; params: unknown }[] = []
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      requests.push({ method, params })
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [account]
        case 'eth_chainId':
          return '0x2105'
        case 'wallet_getCapabilities':
          return atomic === undefined ? {} : { '0x2105': { atomic: { status: atomic } } }
        case 'wallet_sendCalls':
          return { id: 'batch-7' }
        case 'wallet_getCallsStatus':
          return {
            version: '2.0.0',
            id: 'batch-7',
            chainId: '0x2105',
            atomic: true,
            status: 200,
            receipts: [
              {
                logs: [],
                status: '0x1',
                blockHash: `0x${'b'.repeat(64)}`,
                blockNumber: '0x10',
                gasUsed: '0x5208',
                transactionHash: hash,
              },
            ],
          }
        default:
          throw new Error(`unexpected ${method}`)
      }
    },
    on() {},
    removeListener() {},
  }
  const config = createConfig({
    chains: [chain],
    connectors: [
      injected({
        target: () => ({ id: 'test', name: 'Test wallet', provider: provider as never }),
      }),
    ],
    transports: { [chain.id]: custom(provider) },
  })
  await connect(config, { connector: config.connectors[0]! })
  return { adapter: evmWalletAdapter({ wagmiConfig: config }), requests }
}

describe('evmWalletAdapter speaks EIP-5792 through wagmi', () => {
  it('batches only where the wallet says atomic calls are supported on the chain', async () => {
    expect(
      await (await adapterOver('supported')).adapter.supportsAtomicBatch!({ chainId: 8453 }),
    ).toBe(true)
    // `ready` would upgrade the account first (EIP-7702): not asked for here.
    expect(await (await adapterOver('ready')).adapter.supportsAtomicBatch!({ chainId: 8453 })).toBe(
      false,
    )
    expect(
      await (await adapterOver('unsupported')).adapter.supportsAtomicBatch!({ chainId: 8453 }),
    ).toBe(false)
    expect(
      await (await adapterOver(undefined)).adapter.supportsAtomicBatch!({ chainId: 8453 }),
    ).toBe(false)
  })

  it('asks wallet_getCapabilities for the account and the chain', async () => {
    const { adapter, requests } = await adapterOver('supported')
    await adapter.supportsAtomicBatch!({ chainId: 8453 })
    expect(requests.find((request) => request.method === 'wallet_getCapabilities')?.params).toEqual(
      [account, ['0x2105']],
    )
  })

  it('sends the calls as one wallet_sendCalls that must be atomic, and reads the outcome', async () => {
    const { adapter, requests } = await adapterOver('supported')
    const id = await adapter.sendCalls!({
      chainId: 8453,
      calls: [
        { to: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', data: '0x095ea7b3' },
        { to: '0x5fbdb2315678afecb367f032d93f642f64180aa3', data: '0xdeadbeef', value: 5n },
      ],
    })
    expect(id).toBe('batch-7')
    expect(requests.find((request) => request.method === 'wallet_sendCalls')?.params).toEqual([
      {
        atomicRequired: true,
        calls: [
          { to: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', data: '0x095ea7b3' },
          { to: '0x5fbdb2315678afecb367f032d93f642f64180aa3', data: '0xdeadbeef', value: '0x5' },
        ],
        chainId: '0x2105',
        from: account,
        version: '2.0.0',
      },
    ])
    const status = await adapter.waitForCalls!({ id })
    expect(status.statusCode).toBe(200)
    expect(status.receipts?.map((receipt) => receipt.transactionHash)).toEqual([hash])
  })
})
