import { type Devnet, startDevnet } from '@ferry/devnet'
import type { TestProject } from 'vitest/node'
import type { DevnetInfo } from '../src/devnet/bffConfigForDevnet.js'

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DevnetInfo & {
      hub: { chainId: number; rpcUrl: string }
      solana: Pick<Devnet['solana'], 'chainId' | 'rpcUrl' | 'usdc' | 'depositAccount' | 'accounts'>
      bitcoin: Pick<Devnet['bitcoin'], 'chainId' | 'esploraUrl' | 'explorerUrl' | 'accounts'>
    }
  }
}

/** One devnet for the whole BFF suite (its files run one after another: faults are global). */
export default async function setup(project: TestProject) {
  const devnet = await startDevnet({ stepMs: 100 })
  project.provide('devnet', {
    serviceUrl: devnet.serviceUrl,
    integrators: devnet.integrators,
    chains: devnet.chains,
    cancelDomain: devnet.cancelDomain,
    accounts: devnet.accounts,
    hub: { chainId: devnet.hub.chainId, rpcUrl: devnet.hub.rpcUrl },
    solana: {
      chainId: devnet.solana.chainId,
      rpcUrl: devnet.solana.rpcUrl,
      usdc: devnet.solana.usdc,
      depositAccount: devnet.solana.depositAccount,
      accounts: devnet.solana.accounts,
    },
    bitcoin: {
      chainId: devnet.bitcoin.chainId,
      esploraUrl: devnet.bitcoin.esploraUrl,
      explorerUrl: devnet.bitcoin.explorerUrl,
      accounts: devnet.bitcoin.accounts,
    },
  })
  return () => devnet.stop()
}
