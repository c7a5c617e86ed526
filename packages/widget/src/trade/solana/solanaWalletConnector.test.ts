import { V1_NATIVE_TOKEN_ADDRESS, V1_SOLANA_CHAIN_ID } from '@ferry/order-api/v1'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keypair, testWallet } from '../../../test/solana/solanaWalletFixtures.js'
import { solanaWalletConnector } from './solanaWalletConnector.js'

afterEach(() => vi.unstubAllGlobals())

/** A wallet-standard registry holding `wallets`, as `getWallets()` gives it. */
function registry(wallets: Wallet[]) {
  const listeners = new Set<() => void>()
  return {
    get: () => wallets,
    on: (_event: 'register' | 'unregister', listener: () => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    announce(wallet: Wallet) {
      wallets.push(wallet)
      for (const listener of listeners) listener()
    },
  }
}

const renamed = (wallet: Wallet, name: string): Wallet => ({ ...wallet, name })

describe('solanaWalletConnector', () => {
  it('offers every announced Solana wallet and connects the one named, on the deployment network', async () => {
    const first = await keypair()
    const second = await keypair()
    const wallets = registry([testWallet(first, ['send']).wallet])
    const connector = solanaWalletConnector({ registry: wallets })
    expect(connector.family).toBe('solana')
    expect(connector.wallets?.()).toEqual(['Test wallet'])
    const heard = vi.fn()
    const stop = connector.watch?.(heard)
    wallets.announce(renamed(testWallet(second, ['sign']).wallet, 'Second wallet'))
    expect(heard).toHaveBeenCalledTimes(1)
    stop?.()
    expect(connector.wallets?.()).toEqual(['Test wallet', 'Second wallet'])
    const adapter = await connector.connect({ wallet: 'Second wallet', network: 'devnet' })
    expect(adapter).toMatchObject({ family: 'solana', address: second.address })
    // A wallet that only signs: the service broadcasts its signed transaction.
    expect(adapter.signTransaction).toBeTypeOf('function')
    expect(adapter.sendTransaction).toBeUndefined()
  })

  it('says why a connect failed: no wallet, a refusal, or no Solana account shared', async () => {
    await expect(solanaWalletConnector({ registry: registry([]) }).connect()).rejects.toMatchObject(
      { reason: 'refused' },
    )
    const signer = await keypair()
    const refusing = testWallet(signer, ['send']).wallet
    const refused: Wallet = {
      ...refusing,
      features: {
        ...refusing.features,
        'standard:connect': {
          version: '1.0.0',
          connect: async () => {
            throw new Error('User rejected the request')
          },
        },
      },
    }
    await expect(
      solanaWalletConnector({ registry: registry([refused]) }).connect(),
    ).rejects.toMatchObject({ reason: 'refused' })
    const noAccount: Wallet = {
      ...refusing,
      features: {
        ...refusing.features,
        'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
      },
    }
    await expect(
      solanaWalletConnector({ registry: registry([noAccount]) }).connect(),
    ).rejects.toMatchObject({ reason: 'noAccount' })
  })

  it("reads the source token's balance through the BFF's v1 balances, zero for a token not held", async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      asked.push(request.url)
      return Response.json([
        {
          chainId: V1_SOLANA_CHAIN_ID,
          address: V1_NATIVE_TOKEN_ADDRESS,
          name: 'Solana',
          symbol: 'SOL',
          decimals: 9,
          logoURI: 'https://icons.example/sol.png',
          extensions: { balance: '1000000000000' },
        },
      ])
    })
    const connector = solanaWalletConnector({ registry: registry([]) })
    const address = (await keypair()).address
    const bffUrl = 'http://bff-solana-balance.test'
    expect(
      await connector.getBalance({
        chainId: V1_SOLANA_CHAIN_ID,
        address,
        token: V1_NATIVE_TOKEN_ADDRESS,
        bffUrl,
      }),
    ).toBe(1_000_000_000_000n)
    expect(asked[0]).toContain(`${bffUrl}/api/v1/tokens/balances/${address}`)
    expect(
      await connector.getBalance({
        chainId: V1_SOLANA_CHAIN_ID,
        address,
        token: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
        bffUrl,
      }),
    ).toBe(0n)
  })
})
