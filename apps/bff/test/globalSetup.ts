import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devnet, startDevnet } from '@ferry/devnet'
import type { TestProject } from 'vitest/node'
import type { DevnetInfo } from '../src/devnet/bffConfigForDevnet.js'
import { openPglite } from '../src/journal/openPglite.js'

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DevnetInfo & {
      hub: { chainId: number; rpcUrl: string }
      solana: Pick<Devnet['solana'], 'chainId' | 'rpcUrl' | 'usdc' | 'depositAccount' | 'accounts'>
      bitcoin: Pick<Devnet['bitcoin'], 'chainId' | 'esploraUrl' | 'explorerUrl' | 'accounts'>
    }
    /** A file holding an initialised, empty PGlite database (test/memorySqlClient.ts). */
    pgliteTemplate: string
  }
}

/** Runs PGlite's initdb once for the suite and dumps the result into a file of its own. */
async function dumpPgliteTemplate(): Promise<{ file: string; remove: () => void }> {
  const folder = mkdtempSync(join(tmpdir(), 'ferry-bff-pglite-'))
  const file = join(folder, 'initdb.tar')
  const db = await openPglite({})
  // A dump asked for before initdb has finished never resolves.
  await db.waitReady
  writeFileSync(file, Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()))
  await db.close()
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) }
}

/**
 * One devnet for the whole BFF suite (its files run one after another: faults are global), and
 * one initialised journal database that each file's in-memory journal starts from.
 */
export default async function setup(project: TestProject) {
  const devnet = await startDevnet({ stepMs: 100 })
  // After the devnet, not beside it: initdb's CPU slowed its contract deployments past viem's
  // request timeout on a loaded 2-core machine.
  const template = await dumpPgliteTemplate()
  project.provide('pgliteTemplate', template.file)
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
  return async () => {
    template.remove()
    await devnet.stop()
  }
}
