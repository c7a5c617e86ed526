/**
 * The injected Bitcoin wallet APIs the widget talks to, without a library between: UniSat's
 * (`window.unisat`, also OKX Wallet's `window.okxwallet.bitcoin`), which sends with an OP_RETURN
 * memo, and the WBIP request API of Xverse (`window.XverseProviders.BitcoinProvider`), which
 * sends plain transfers.
 */

/** UniSat's provider API (OKX Wallet implements the same methods). */
export type UnisatLikeProvider = {
  requestAccounts: () => Promise<string[]>
  getBalance?: () => Promise<{ confirmed: number; unconfirmed: number; total: number }>
  sendBitcoin: (
    toAddress: string,
    satoshis: number,
    options?: { feeRate?: number; memo?: string },
  ) => Promise<string>
}

/** A WBIP provider: JSON-RPC `request(method, params)` (Xverse, sats-connect's wallets). */
export type WbipProvider = {
  request: (
    method: string,
    params?: unknown,
  ) => Promise<{ result?: unknown; error?: { code?: number; message?: string } }>
}

/** One wallet found in the page: its name and how to talk to it. */
export type InjectedBitcoinWallet =
  | { name: string; api: 'unisat'; provider: UnisatLikeProvider }
  | { name: string; api: 'wbip'; provider: WbipProvider }

type BitcoinWindow = {
  unisat?: UnisatLikeProvider
  okxwallet?: { bitcoin?: UnisatLikeProvider }
  XverseProviders?: { BitcoinProvider?: WbipProvider }
}

/** The Bitcoin wallets injected into `scope` (the page's window), in the order they are offered. */
export function injectedBitcoinWallets(scope: unknown = globalThis): InjectedBitcoinWallet[] {
  const page = (scope ?? {}) as BitcoinWindow
  const found: InjectedBitcoinWallet[] = []
  if (typeof page.unisat?.sendBitcoin === 'function')
    found.push({ name: 'UniSat', api: 'unisat', provider: page.unisat })
  if (typeof page.okxwallet?.bitcoin?.sendBitcoin === 'function')
    found.push({ name: 'OKX Wallet', api: 'unisat', provider: page.okxwallet.bitcoin })
  if (typeof page.XverseProviders?.BitcoinProvider?.request === 'function')
    found.push({ name: 'Xverse', api: 'wbip', provider: page.XverseProviders.BitcoinProvider })
  return found
}
