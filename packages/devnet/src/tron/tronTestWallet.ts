import { parseTronAddress } from '@ferry/order-api'
import { signTronTxId, tronAccountOf } from './tronKeys.js'

/**
 * A wallet for tests and scripts: sends USDT (a TRC-20 `transfer`) or TRX from a devnet TRON key
 * through the node's TronGrid API, as TronLink does (build, sign the txID, broadcast). Returns
 * the txID; a refusal throws with the node's code and message.
 */
export function tronTestWallet(parameters: { fullHost: string; privateKey: string }) {
  const account = tronAccountOf(parameters.privateKey)
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${parameters.fullHost}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await response.json()) as Record<string, unknown>
    if (!response.ok) throw new Error(`${path}: ${JSON.stringify(json)}`)
    return json
  }
  async function signAndBroadcast(transaction: { txID: string } & Record<string, unknown>) {
    const signature = signTronTxId({ txId: transaction.txID, privateKey: account.privateKey })
    const sent = await post('/wallet/broadcasttransaction', {
      ...transaction,
      signature: [signature],
    })
    if (sent.result !== true) {
      const message = Buffer.from(String(sent.message ?? ''), 'hex').toString()
      throw new Error(`${String(sent.code)}: ${message}`)
    }
    return transaction.txID
  }
  return {
    address: account.address,
    async sendUsdt(transfer: { token: string; to: string; amount: bigint }) {
      const to = parseTronAddress(transfer.to).hex41.slice(2).padStart(64, '0')
      const built = await post('/wallet/triggersmartcontract', {
        owner_address: account.address,
        contract_address: transfer.token,
        function_selector: 'transfer(address,uint256)',
        parameter: `${to}${transfer.amount.toString(16).padStart(64, '0')}`,
        fee_limit: 100_000_000,
        call_value: 0,
        visible: true,
      })
      return signAndBroadcast(built.transaction as { txID: string })
    },
    async sendTrx(transfer: { to: string; amount: bigint }) {
      const built = await post('/wallet/createtransaction', {
        owner_address: account.address,
        to_address: transfer.to,
        amount: Number(transfer.amount),
        visible: true,
      })
      return signAndBroadcast(built as { txID: string })
    },
  }
}
