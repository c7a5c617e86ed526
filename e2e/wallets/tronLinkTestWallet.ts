import { signTronTxId, tronAccountOf } from '@ferry/devnet'
import { parseTronAddress } from '@ferry/order-api'
import type { Page } from '@playwright/test'

/**
 * A TronLink-shaped wallet in the page: `window.tronLink` (tron_requestAccounts) and the
 * `tronWeb` it injects, whose transaction builder and broadcast call the devnet's TronGrid API
 * and whose `trx.sign` signs the txID with a devnet TRON key (secp256k1, in the test process,
 * as TronLink signs in its extension). `refuse: true` answers the signature prompt with a no.
 */
export async function installTronLink(
  page: Page,
  parameters: { fullHost: string; privateKey: string; refuse?: boolean },
) {
  const account = tronAccountOf(parameters.privateKey)
  await page.exposeFunction('__ferryTronSign', (txId: string) =>
    signTronTxId({ txId, privateKey: account.privateKey }),
  )
  await page.exposeFunction(
    '__ferryTronWord',
    (address: string) => `${'0'.repeat(24)}${parseTronAddress(address).hex41.slice(2)}`,
  )
  // The wallet's node calls leave from the test process, as TronLink's leave from its extension
  // (the page's own CSP does not apply to them).
  await page.exposeFunction('__ferryTronPost', async (path: string, body: unknown) => {
    const response = await fetch(`${parameters.fullHost}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return response.json()
  })
  await page.addInitScript(
    ({ fullHost, address, hex41, refuse }) => {
      type Parameter = { type: string; value: string }
      const scope = window as unknown as Record<string, unknown> & {
        __ferryTronSign: (txId: string) => Promise<string>
        __ferryTronWord: (address: string) => Promise<string>
        __ferryTronPost: (path: string, body: unknown) => Promise<unknown>
      }
      const post = (path: string, body: unknown) => scope.__ferryTronPost(path, body)
      const encode = async (parameters: Parameter[]) => {
        let out = ''
        for (const parameter of parameters)
          out +=
            parameter.type === 'address'
              ? await scope.__ferryTronWord(parameter.value)
              : BigInt(parameter.value).toString(16).padStart(64, '0')
        return out
      }
      const trigger =
        (path: string) =>
        async (
          contract: string,
          selector: string,
          options: { feeLimit?: number },
          parameters: Parameter[],
          issuer: string,
        ) =>
          post(path, {
            owner_address: issuer,
            contract_address: contract,
            function_selector: selector,
            parameter: await encode(parameters),
            fee_limit: options.feeLimit ?? 0,
            call_value: 0,
            visible: true,
          })
      const tronWeb = {
        ready: true,
        defaultAddress: { base58: address, hex: hex41 },
        fullNode: { host: fullHost },
        transactionBuilder: {
          triggerSmartContract: trigger('/wallet/triggersmartcontract'),
          triggerConstantContract: trigger('/wallet/triggerconstantcontract'),
        },
        trx: {
          async sign(transaction: { txID: string }) {
            if (refuse) throw 'Confirmation declined by user'
            return { ...transaction, signature: [await scope.__ferryTronSign(transaction.txID)] }
          },
          sendRawTransaction: (signed: unknown) => post('/wallet/broadcasttransaction', signed),
          getBlockByNumber: () => post('/wallet/getnowblock', {}),
        },
      }
      scope.tronWeb = tronWeb
      scope.tronLink = {
        ready: true,
        tronWeb,
        request: async ({ method }: { method: string }) =>
          method === 'tron_requestAccounts' ? { code: 200, message: 'ok' } : undefined,
      }
    },
    {
      fullHost: parameters.fullHost,
      address: account.address,
      hex41: account.hex41,
      refuse: parameters.refuse === true,
    },
  )
  return account.address
}
