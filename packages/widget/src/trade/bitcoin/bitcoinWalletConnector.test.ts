import { V1_BITCOIN_CHAIN_ID } from '@ferry/order-api/v1'
import { expect, test } from 'vitest'
import { bitcoinWalletConnector } from './bitcoinWalletConnector.js'

const alice = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const deposit = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const txid = 'ab'.repeat(32)

/** A UniSat-shaped provider that records what it was asked to send. */
function unisatLike() {
  const sent: unknown[][] = []
  return {
    sent,
    provider: {
      requestAccounts: async () => [alice],
      getBalance: async () => ({ confirmed: 700, unconfirmed: 5, total: 705 }),
      sendBitcoin: async (...args: unknown[]) => {
        sent.push(args)
        return txid
      },
    },
  }
}

test('without an injected wallet nothing is installed and connecting says so', async () => {
  const connector = bitcoinWalletConnector({ scope: {} })
  expect(connector.isInstalled()).toBe(false)
  await expect(connector.connect()).rejects.toThrow(
    'No Bitcoin wallet is installed in this browser',
  )
})

test('a UniSat-shaped wallet connects, and sends exactly the amount with the memo in OP_RETURN', async () => {
  const unisat = unisatLike()
  const connector = bitcoinWalletConnector({ scope: { unisat: unisat.provider } })
  expect(connector.name).toBe('UniSat')
  const wallet = await connector.connect()
  expect(wallet).toMatchObject({ family: 'bitcoin', address: alice })
  const hash = await wallet.transfer!({
    chainId: V1_BITCOIN_CHAIN_ID,
    to: deposit,
    token: 'BTC',
    amount: 123_456_789n,
    memo: 'order 7',
  })
  expect(hash).toBe(txid)
  expect(unisat.sent).toEqual([[deposit, 123_456_789, { memo: 'order 7' }]])
  expect(await connector.getBalance({ chainId: 0, address: alice, token: 'BTC' })).toBe(705n)
})

test('the wallet refuses another chain, another token and a zero amount before any prompt', async () => {
  const unisat = unisatLike()
  const wallet = await bitcoinWalletConnector({ scope: { unisat: unisat.provider } }).connect()
  const base = { chainId: V1_BITCOIN_CHAIN_ID, to: deposit, token: 'BTC', amount: 1n }
  await expect(wallet.transfer!({ ...base, chainId: 8453 })).rejects.toThrow(
    'UniSat sends on Bitcoin only, not chain 8453',
  )
  await expect(wallet.transfer!({ ...base, token: '0xabc' })).rejects.toThrow(
    'UniSat sends BTC only, not 0xabc',
  )
  await expect(wallet.transfer!({ ...base, amount: 0n })).rejects.toThrow('above zero')
  expect(unisat.sent).toEqual([])
})

test('an Xverse-shaped (WBIP) wallet sends a plain transfer, and refuses a memo it cannot carry', async () => {
  const calls: [string, unknown][] = []
  const provider = {
    request: async (method: string, params?: unknown) => {
      calls.push([method, params])
      if (method === 'getAccounts')
        return {
          result: [
            { address: 'bc1pordinals', purpose: 'ordinals' },
            { address: alice, purpose: 'payment' },
          ],
        }
      if (method === 'sendTransfer') return { result: { txid } }
      return { error: { message: 'unknown method' } }
    },
  }
  const connector = bitcoinWalletConnector({
    scope: { XverseProviders: { BitcoinProvider: provider } },
  })
  expect(connector.name).toBe('Xverse')
  const wallet = await connector.connect()
  expect(wallet.address).toBe(alice)
  const transfer = { chainId: V1_BITCOIN_CHAIN_ID, to: deposit, token: 'BTC', amount: 50_000n }
  expect(await wallet.transfer!(transfer)).toBe(txid)
  expect(calls.at(-1)).toEqual([
    'sendTransfer',
    { recipients: [{ address: deposit, amount: 50_000 }] },
  ])
  await expect(wallet.transfer!({ ...transfer, memo: 'm' })).rejects.toThrow(
    'Xverse cannot add the memo this deposit needs',
  )
})

test('the balance is read from the Esplora API the BFF config names: funded less spent, mempool included', async () => {
  const asked: string[] = []
  const connector = bitcoinWalletConnector({
    scope: { unisat: unisatLike().provider },
    fetch: async (input) => {
      asked.push(String(input))
      return Response.json({
        chain_stats: { funded_txo_sum: 1_000_000, spent_txo_sum: 250_000 },
        mempool_stats: { funded_txo_sum: 10_000, spent_txo_sum: 1_000 },
      })
    },
  })
  const balance = await connector.getBalance({
    chainId: V1_BITCOIN_CHAIN_ID,
    address: alice,
    token: 'BTC',
    endpoint: 'http://127.0.0.1:3002/',
  })
  expect(balance).toBe(759_000n)
  expect(asked).toEqual([`http://127.0.0.1:3002/address/${alice}`])
})
