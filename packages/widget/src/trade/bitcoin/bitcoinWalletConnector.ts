import { isV1NativeToken, V1_BITCOIN_CHAIN_ID } from '@ferry/order-api/v1'
import type { FamilyWalletConnector } from '../FamilyWalletConnector.js'
import type { FamilyWalletAdapter } from '../WalletAdapter.js'
import { type InjectedBitcoinWallet, injectedBitcoinWallets } from './injectedBitcoinProviders.js'
import { readEsploraBalance } from './readEsploraBalance.js'

export type BitcoinWalletConnectorParameters = {
  /** Where the wallets are injected; the page's window by default. */
  scope?: unknown
  fetch?: typeof fetch
}

/** A failure of the Bitcoin wallet, in words the deposit screen shows. */
export class BitcoinWalletError extends Error {
  override name = 'BitcoinWalletError'
}

const wbipResult = async (
  wallet: Extract<InjectedBitcoinWallet, { api: 'wbip' }>,
  method: string,
  params: unknown,
) => {
  const answer = await wallet.provider.request(method, params)
  if (answer.error || answer.result === undefined)
    throw new BitcoinWalletError(answer.error?.message ?? `${wallet.name} refused ${method}`)
  return answer.result
}

/** The wallet's payment address: the first account UniSat names, Xverse's `payment` one. */
async function connectAddress(wallet: InjectedBitcoinWallet): Promise<string> {
  if (wallet.api === 'unisat') {
    const [address] = await wallet.provider.requestAccounts()
    if (!address) throw new BitcoinWalletError(`${wallet.name} has no account`)
    return address
  }
  const accounts = (await wbipResult(wallet, 'getAccounts', { purposes: ['payment'] })) as {
    address: string
    purpose?: string
  }[]
  const payment = accounts.find((account) => account.purpose === 'payment') ?? accounts[0]
  if (!payment) throw new BitcoinWalletError(`${wallet.name} has no payment account`)
  return payment.address
}

/** Sends exactly `amount` sats to `to` (with an OP_RETURN `memo` where the API can); the txid. */
async function send(
  wallet: InjectedBitcoinWallet,
  transfer: { to: string; amount: bigint; memo?: string },
): Promise<string> {
  // A JS number holds every sat amount exactly (21e14 < 2^53), as both APIs want.
  const satoshis = Number(transfer.amount)
  if (wallet.api === 'unisat')
    return wallet.provider.sendBitcoin(
      transfer.to,
      satoshis,
      transfer.memo === undefined ? {} : { memo: transfer.memo },
    )
  if (transfer.memo !== undefined)
    throw new BitcoinWalletError(
      `${wallet.name} cannot add the memo this deposit needs: send it by hand with the memo`,
    )
  const result = (await wbipResult(wallet, 'sendTransfer', {
    recipients: [{ address: transfer.to, amount: satoshis }],
  })) as { txid: string }
  return result.txid
}

/**
 * The Bitcoin wallet of the page as a family wallet: the first injected wallet (UniSat, OKX
 * Wallet, Xverse), connected for its payment address, sending a deposit address its exact amount
 * in BTC and returning the txid that the plan submits. Its balance is read from the Esplora API
 * the BFF config names for Bitcoin, else asked of the wallet.
 */
export function bitcoinWalletConnector(
  parameters: BitcoinWalletConnectorParameters = {},
): FamilyWalletConnector {
  const pick = () => injectedBitcoinWallets(parameters.scope)[0]
  return {
    family: 'bitcoin',
    get name() {
      return pick()?.name ?? 'Bitcoin wallet'
    },
    isInstalled: () => pick() !== undefined,
    async connect(): Promise<FamilyWalletAdapter> {
      const wallet = pick()
      if (!wallet) throw new BitcoinWalletError('No Bitcoin wallet is installed in this browser')
      const address = await connectAddress(wallet)
      return {
        family: 'bitcoin',
        address,
        async sendTransaction() {
          throw new BitcoinWalletError(
            'A Bitcoin deposit is a transfer, not a prepared transaction',
          )
        },
        async transfer({ chainId, to, token, amount, memo }) {
          if (chainId !== V1_BITCOIN_CHAIN_ID)
            throw new BitcoinWalletError(
              `${wallet.name} sends on Bitcoin only, not chain ${chainId}`,
            )
          if (token !== 'BTC' && !isV1NativeToken(token))
            throw new BitcoinWalletError(`${wallet.name} sends BTC only, not ${token}`)
          if (amount <= 0n) throw new BitcoinWalletError('The amount to send must be above zero')
          return send(wallet, { to, amount, ...(memo === undefined ? {} : { memo }) })
        },
      }
    },
    async getBalance({ address, endpoint }) {
      // The BFF config's Bitcoin `rpcUrl` is an Esplora API.
      if (endpoint)
        return readEsploraBalance({
          esploraUrl: endpoint,
          address,
          ...(parameters.fetch ? { fetch: parameters.fetch } : {}),
        })
      const wallet = pick()
      if (wallet?.api === 'unisat' && wallet.provider.getBalance)
        return BigInt((await wallet.provider.getBalance()).total)
      throw new BitcoinWalletError('No source for the Bitcoin balance')
    },
  }
}
