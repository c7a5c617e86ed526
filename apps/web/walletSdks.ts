import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/**
 * The wallet SDKs wagmi's connectors import when the user picks their wallet, each built as an
 * entry of a build of its own (`--mode wallet-sdks`, before the pages). Bundled with the pages,
 * what an SDK shares with them (viem's modules behind its barrel, which the first load imports)
 * joined the first-load chunk: +83 KB gzip measured with WalletConnect alone. Built apart, an SDK
 * carries its own copy of what it needs, and the pages load it by its built file's address.
 */
export const walletSdks = {
  '@walletconnect/ethereum-provider': 'src/walletSdks/walletConnect.ts',
  '@base-org/account': 'src/walletSdks/baseAccount.ts',
  '@coinbase/wallet-sdk': 'src/walletSdks/coinbaseWallet.ts',
  '@safe-global/safe-apps-sdk': 'src/walletSdks/safeAppsSdk.ts',
  '@safe-global/safe-apps-provider': 'src/walletSdks/safeAppsProvider.ts',
} as const

/** Where the wallet SDKs' build writes its manifest (inside `dist`, beside the pages). */
export const walletSdkManifest = 'wallet-sdks.json'

/**
 * Resolves each wallet SDK's import to its built file (`/assets/<name>-<hash>.js`, read from the
 * SDK build's manifest) and leaves it external: the browser loads it when the connector asks.
 */
export function walletSdksFromBuild(dist: string): Plugin {
  let files: Map<string, string> | undefined
  return {
    name: 'ferry-wallet-sdks',
    enforce: 'pre',
    resolveId(id) {
      if (!(id in walletSdks)) return undefined
      files ??= readManifest(dist)
      const file = files.get(walletSdks[id as keyof typeof walletSdks])
      if (!file) throw new Error(`${id}: not in ${dist}/${walletSdkManifest}; build the SDKs first`)
      return { id: `/${file}`, external: true }
    },
  }
}

function readManifest(dist: string): Map<string, string> {
  let manifest: Record<string, { file: string; src?: string; isEntry?: boolean }>
  try {
    manifest = JSON.parse(readFileSync(`${dist}/${walletSdkManifest}`, 'utf8'))
  } catch (cause) {
    throw new Error(`${dist}/${walletSdkManifest} is missing: run vite build --mode wallet-sdks`, {
      cause,
    })
  }
  return new Map(
    Object.values(manifest).flatMap((chunk) =>
      chunk.isEntry && chunk.src ? [[chunk.src, chunk.file] as const] : [],
    ),
  )
}
