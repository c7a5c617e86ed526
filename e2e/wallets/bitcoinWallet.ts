import { bitcoinTestWallet } from '@ferry/devnet'
import type { Page } from '@playwright/test'
import type { Stack } from '../fixtures.js'

/**
 * A Bitcoin wallet extension as the page sees it: `window.unisat`, UniSat's injected API
 * (`requestAccounts`, `getAccounts`, `getBalance`, `sendBitcoin(to, sats, { memo })`), holding
 * devnet Bitcoin account `index`. Sending signs a real P2WPKH transaction with that account's
 * key (@scure/btc-signer, in the test's process, as the extension's background would) and
 * broadcasts it to the devnet's Esplora; the txid goes back to the page. Returns the wallet, to
 * read its balance.
 */
export async function installBitcoinWallet(page: Page, stack: Stack, index: number) {
  const wallet = bitcoinTestWallet({
    esploraUrl: stack.bitcoin.esploraUrl,
    wif: stack.bitcoin.accounts[index]!.wif,
  })
  /** Each transfer once broadcast, with its txid. */
  const sent: { to: string; amount: bigint; memo?: string; txid: string }[] = []
  await page.exposeFunction(
    'ferryDevnetBitcoinSend',
    async (to: string, satoshis: number, memo: string | null) => {
      const transfer = { to, amount: BigInt(satoshis), ...(memo ? { memo } : {}) }
      const txid = await wallet.transfer(transfer)
      sent.push({ ...transfer, txid })
      return txid
    },
  )
  await page.exposeFunction('ferryDevnetBitcoinBalance', async () => Number(await wallet.balance()))
  await page.addInitScript((address: string) => {
    const page = window as unknown as {
      ferryDevnetBitcoinSend: (to: string, sats: number, memo: string | null) => Promise<string>
      ferryDevnetBitcoinBalance: () => Promise<number>
      unisat: unknown
    }
    page.unisat = {
      requestAccounts: async () => [address],
      getAccounts: async () => [address],
      getBalance: async () => {
        const total = await page.ferryDevnetBitcoinBalance()
        return { confirmed: total, unconfirmed: 0, total }
      },
      sendBitcoin: (to: string, satoshis: number, options?: { memo?: string }) =>
        page.ferryDevnetBitcoinSend(to, satoshis, options?.memo ?? null),
    }
  }, wallet.address)
  return { wallet, sent }
}
