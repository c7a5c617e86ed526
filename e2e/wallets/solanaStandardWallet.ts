import { solanaTestWallet } from '@ferry/devnet'
import type { Page } from '@playwright/test'
import type { Stack } from '../fixtures.js'

/** How the injected wallet answers: signs and sends itself, or signs only (the service sends). */
export type SolanaWalletMode = 'send' | 'sign'

/**
 * A wallet-standard Solana wallet in the page, as Phantom or Solflare announce themselves: it
 * registers through the standard's events and, when asked, has Node sign the very transaction
 * bytes with a devnet user's ed25519 key (`solanaTestWallet`) and send them to the devnet's RPC.
 * Returns what the wallet was asked, for the test to count.
 */
export async function injectSolanaWallet(parameters: {
  page: Page
  stack: Stack
  /** Which funded devnet user signs (`stack.solana.accounts`). */
  account: number
  mode: SolanaWalletMode
}) {
  const { page, stack, mode } = parameters
  const user = stack.solana.accounts[parameters.account]!
  const wallet = await solanaTestWallet({ rpcUrl: stack.solana.rpcUrl, secretKey: user.secretKey })
  const asked = { signed: 0, sent: 0 }
  await page.exposeFunction('ferryE2eSolanaSign', async (base64: string, send: boolean) => {
    const { signed, base64: signedBase64 } = await wallet.signBase64(base64)
    asked.signed++
    if (!send) return { signedTransaction: signedBase64 }
    asked.sent++
    return { signature: await wallet.send(signed) }
  })
  await page.addInitScript(registerWallet, { address: user.address, mode })
  return { asked, wallet, address: user.address }
}

/** Runs in the page before its scripts: the wallet object and its registration. */
function registerWallet({ address, mode }: { address: string; mode: SolanaWalletMode }) {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  const fromBase58 = (text: string) => {
    let value = 0n
    for (const char of text) value = value * 58n + BigInt(alphabet.indexOf(char))
    const bytes: number[] = []
    while (value > 0n) {
      bytes.unshift(Number(value & 255n))
      value >>= 8n
    }
    for (const char of text) {
      if (char !== '1') break
      bytes.unshift(0)
    }
    return new Uint8Array(bytes)
  }
  const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  type Signed = { signature?: string; signedTransaction?: string }
  const sign = (transaction: Uint8Array, send: boolean) =>
    (
      window as unknown as {
        ferryE2eSolanaSign: (base64: string, send: boolean) => Promise<Signed>
      }
    ).ferryE2eSolanaSign(toBase64(transaction), send)
  const chains = ['solana:localnet', 'solana:mainnet'] as const
  const account = {
    address,
    publicKey: fromBase58(address),
    chains,
    features: ['solana:signTransaction', 'solana:signAndSendTransaction'],
  }
  const accounts: (typeof account)[] = []
  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: async () => {
        if (accounts.length === 0) accounts.push(account)
        return { accounts }
      },
    },
    'standard:events': { version: '1.0.0', on: () => () => {} },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: async (...inputs: { transaction: Uint8Array }[]) =>
        Promise.all(
          inputs.map(async ({ transaction }) => ({
            signedTransaction: fromBase64((await sign(transaction, false)).signedTransaction!),
          })),
        ),
    },
  }
  if (mode === 'send')
    features['solana:signAndSendTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (...inputs: { transaction: Uint8Array }[]) =>
        Promise.all(
          inputs.map(async ({ transaction }) => ({
            signature: fromBase58((await sign(transaction, true)).signature!),
          })),
        ),
    }
  const wallet = {
    version: '1.0.0',
    name: 'E2E Solana',
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
    chains,
    features,
    get accounts() {
      return accounts.slice()
    },
  }
  // The wallet standard's handshake: announce now, and again when the app says it is ready.
  const callback = ({ register }: { register: (wallet: unknown) => unknown }) => register(wallet)
  window.addEventListener('wallet-standard:app-ready', (event) =>
    callback((event as CustomEvent).detail),
  )
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
}
