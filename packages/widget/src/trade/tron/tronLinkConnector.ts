import { TronLinkAdapter } from '@tronweb3/tronwallet-adapter-tronlink'
import type { FamilyWalletConnector } from '../FamilyWalletConnector.js'
import type { FamilyWalletAdapter } from '../WalletAdapter.js'

/** What the widget calls on the tronWeb TronLink injects (tronweb itself is never bundled). */
type InjectedTronWeb = {
  transactionBuilder: {
    triggerSmartContract: (
      contract: string,
      functionSelector: string,
      options: { feeLimit: number },
      parameters: { type: string; value: string }[],
      issuer: string,
    ) => Promise<{ result?: { result?: boolean; message?: string }; transaction?: unknown }>
    triggerConstantContract: (
      contract: string,
      functionSelector: string,
      options: Record<string, never>,
      parameters: { type: string; value: string }[],
      issuer: string,
    ) => Promise<{ constant_result?: string[] }>
  }
  trx: {
    sendRawTransaction: (
      signed: unknown,
    ) => Promise<{ result?: boolean; txid?: string; code?: string; message?: string }>
  }
}

/** Most a TRC-20 transfer may burn in TRX (sun): TronLink's own default for a transfer. */
const FEE_LIMIT_SUN = 100_000_000

/** The node refused the signed transfer: nothing was sent. */
export class TronBroadcastRefusedError extends Error {
  override name = 'TronBroadcastRefusedError'
}

function injectedTronWeb(): InjectedTronWeb {
  // The adapter's window types are tronweb's; only the calls above are used.
  const tronWeb = window.tronLink?.tronWeb || window.tronWeb
  if (!tronWeb) throw new Error('TronLink is not available in this browser')
  return tronWeb as unknown as InjectedTronWeb
}

/** TronGrid answers a refused broadcast with its message hex-encoded. */
function readableMessage(message: string | undefined): string {
  if (!message) return 'the TRON node refused the transfer'
  if (!/^[0-9a-f]+$/i.test(message) || message.length % 2) return message
  return new TextDecoder().decode(
    new Uint8Array(message.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? []),
  )
}

/**
 * TronLink through `@tronweb3/tronwallet-adapter-tronlink` (connect, sign): a TRC-20 transfer is
 * built by the wallet's injected tronWeb on its own node, signed in TronLink, broadcast there,
 * and its txID returned. Loaded only when a TRON token is the source.
 */
export const tronLinkConnector: FamilyWalletConnector = {
  family: 'tron',
  name: 'TronLink',
  isInstalled: () =>
    typeof window !== 'undefined' &&
    (window.tronLink !== undefined || window.tronWeb !== undefined),
  async connect(): Promise<FamilyWalletAdapter> {
    const adapter = new TronLinkAdapter({ openTronLinkAppOnMobile: false, checkTimeout: 1500 })
    await adapter.connect()
    const address = adapter.address
    if (!address) throw new Error('TronLink gave no account')
    return {
      family: 'tron',
      address,
      sendTransaction: async () => {
        throw new Error('TronLink sends TRON transfers only (a deposit address)')
      },
      async transfer({ to, token, amount, memo }) {
        if (memo !== undefined) throw new Error('A TRON deposit here carries no memo')
        const tronWeb = injectedTronWeb()
        const built = await tronWeb.transactionBuilder.triggerSmartContract(
          token,
          'transfer(address,uint256)',
          { feeLimit: FEE_LIMIT_SUN },
          [
            { type: 'address', value: to },
            { type: 'uint256', value: amount.toString() },
          ],
          address,
        )
        if (!built.result?.result || !built.transaction)
          throw new TronBroadcastRefusedError(readableMessage(built.result?.message))
        // A refusal in TronLink throws here, before anything is sent.
        const signed = await adapter.signTransaction(built.transaction as never)
        const sent = await tronWeb.trx.sendRawTransaction(signed)
        if (!sent.result || !sent.txid)
          throw new TronBroadcastRefusedError(
            `${sent.code ?? 'refused'}: ${readableMessage(sent.message)}`,
          )
        return sent.txid
      },
    }
  },
  async getBalance({ address, token }) {
    const holder = { type: 'address', value: address }
    const answer = await injectedTronWeb().transactionBuilder.triggerConstantContract(
      token,
      'balanceOf(address)',
      {},
      [holder],
      address,
    )
    const word = answer.constant_result?.[0]
    if (word === undefined) throw new Error(`No balance of ${token} for ${address}`)
    return BigInt(`0x${word || '0'}`)
  },
}
