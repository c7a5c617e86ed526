import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { bitcoinTestWallet } from './bitcoinTestWallet.js'
import { type BitcoinChain, startBitcoinChain } from './startBitcoinChain.js'

let chain: BitcoinChain
beforeAll(async () => {
  // No timer blocks during the tests: every block is mined on demand.
  chain = await startBitcoinChain({ blockMs: 3_600_000 })
})
afterAll(async () => {
  await chain.stop()
})

const walletOf = (index: number) =>
  bitcoinTestWallet({ esploraUrl: chain.esploraUrl, wif: chain.accounts[index]!.wif })
const getJson = async (path: string) => (await fetch(`${chain.esploraUrl}${path}`)).json()
const getText = async (path: string) => (await fetch(`${chain.esploraUrl}${path}`)).text()
const broadcastRaw = (body: string) => fetch(`${chain.esploraUrl}/tx`, { method: 'POST', body })
const mine = async (blocks = 1) =>
  (await fetch(`${chain.esploraUrl}/dev/mine`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ blocks }),
  }).then((response) => response.json())) as { height: number; hash: string }

test('test accounts are bech32 P2WPKH addresses funded in the genesis block', async () => {
  for (const account of chain.accounts) {
    expect(account.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/)
    expect(account.wif).toMatch(/^[KL]/)
    const utxos = (await getJson(`/address/${account.address}/utxo`)) as {
      value: number
      status: { confirmed: boolean }
    }[]
    expect(utxos.map((utxo) => utxo.value)).toEqual([500_000_000, 500_000_000])
    expect(utxos.every((utxo) => utxo.status.confirmed)).toBe(true)
  }
  expect(chain.depositAddress).toMatch(/^bc1q/)
})

test('a P2WPKH transfer signed with @scure/btc-signer is accepted, mined, confirmed and moves the UTXOs', async () => {
  const alice = walletOf(0)
  const bob = walletOf(1)
  const [aliceBefore, bobBefore] = [await alice.balance(), await bob.balance()]
  const raw = await alice.signTransfer({ to: bob.address, amount: 123_456_789n, feeRate: 3n })
  const changeAndFee = BigInt((await alice.utxos())[0]!.value) - 123_456_789n
  const txid = await alice.broadcast(raw)
  expect(txid).toBe(Transaction.fromRaw(hex.decode(raw)).id)

  expect(await getJson(`/tx/${txid}/status`)).toEqual({ confirmed: false })
  const bobAddress = (await getJson(`/address/${bob.address}`)) as Record<
    string,
    Record<string, number>
  >
  expect(bobAddress.mempool_stats).toMatchObject({
    funded_txo_count: 1,
    funded_txo_sum: 123_456_789,
    tx_count: 1,
  })
  const pending = (await getJson(`/address/${bob.address}/utxo`)) as {
    txid: string
    status: { confirmed: boolean }
  }[]
  expect(pending.find((utxo) => utxo.txid === txid)?.status.confirmed).toBe(false)

  const tipBefore = Number(await getText('/blocks/tip/height'))
  const block = await mine()
  expect(block.height).toBe(tipBefore + 1)
  expect(await getText('/blocks/tip/hash')).toBe(block.hash)
  expect(await getJson(`/tx/${txid}/status`)).toMatchObject({
    confirmed: true,
    block_height: block.height,
    block_hash: block.hash,
  })
  await mine(2)
  expect(chain.runtime.confirmationsOf(txid)).toBe(3)

  const transaction = (await getJson(`/tx/${txid}`)) as {
    fee: number
    vin: { prevout: { scriptpubkey_address: string; scriptpubkey_type: string } }[]
    vout: { scriptpubkey_address: string; value: number }[]
  }
  expect(transaction.vin[0]!.prevout).toMatchObject({
    scriptpubkey_address: alice.address,
    scriptpubkey_type: 'v0_p2wpkh',
  })
  expect(transaction.vout[0]).toMatchObject({
    scriptpubkey_address: bob.address,
    value: 123_456_789,
  })
  const paidFee = BigInt(transaction.fee)
  expect(paidFee).toBeGreaterThan(0n)
  expect(changeAndFee - BigInt(transaction.vout[1]!.value)).toBe(paidFee)
  expect(await getText(`/tx/${txid}/hex`)).toBe(raw)

  expect(await bob.balance()).toBe(bobBefore + 123_456_789n)
  expect(await alice.balance()).toBe(aliceBefore - 123_456_789n - paidFee)
  const bobConfirmed = (await getJson(`/address/${bob.address}`)) as Record<
    string,
    Record<string, number>
  >
  expect(bobConfirmed.mempool_stats!.tx_count).toBe(0)
  const aliceUtxos = await alice.utxos()
  expect(aliceUtxos.some((utxo) => utxo.txid === txid)).toBe(true)
  expect(aliceUtxos).toHaveLength(2)
})

test('a double spend is refused, in the mempool and after it is mined', async () => {
  const alice = walletOf(2)
  const bob = walletOf(1)
  const [coin] = await alice.utxos()
  const first = await alice.signTransfer({ to: bob.address, amount: 10_000n, from: [coin!] })
  const second = await alice.signTransfer({ to: alice.address, amount: 20_000n, from: [coin!] })
  const txid = await alice.broadcast(first)
  const conflict = await broadcastRaw(second)
  expect(conflict.status).toBe(400)
  expect(await conflict.text()).toMatch(/"code":-26.*txn-mempool-conflict.*already spent by/)
  await mine()
  const spent = await broadcastRaw(second)
  expect(await spent.text()).toMatch(/"code":-25.*bad-txns-inputs-missingorspent/)
  const again = await broadcastRaw(first)
  expect(await again.text()).toMatch(/"code":-27.*already in block chain/)
  const refusedTxid = Transaction.fromRaw(hex.decode(second)).id
  expect((await fetch(`${chain.esploraUrl}/tx/${refusedTxid}/status`)).status).toBe(404)
  expect((await bob.utxos()).some((utxo) => utxo.txid === txid)).toBe(true)
  expect(chain.runtime.confirmationsOf(txid)).toBe(1)
})

test('a transaction signed by another key, or altered after signing, is refused', async () => {
  const alice = walletOf(0)
  const mallory = walletOf(2)
  const [aliceCoin] = await alice.utxos()
  // Mallory signs a spend of Alice's coin with her own key.
  const stolen = await mallory.signTransfer({
    to: mallory.address,
    amount: 50_000n,
    from: [aliceCoin!],
  })
  const response = await broadcastRaw(stolen)
  expect(response.status).toBe(400)
  expect(await response.text()).toMatch(
    /mandatory-script-verify-flag-failed.*does not match the spent output/,
  )

  // Alice's own signature over other outputs: the amount paid is raised after signing.
  const tx = Transaction.fromRaw(
    hex.decode(
      await alice.signTransfer({ to: mallory.address, amount: 50_000n, from: [aliceCoin!] }),
    ),
    { allowUnknownOutputs: true },
  )
  const tampered = hex.encode(tx.toBytes(true, true)).replace(
    hex.encode(new Uint8Array([0x50, 0xc3, 0, 0, 0, 0, 0, 0])), // 50,000 sat, little-endian
    hex.encode(new Uint8Array([0x60, 0xc3, 0, 0, 0, 0, 0, 0])),
  )
  expect(tampered).not.toBe(tx.hex)
  const altered = await broadcastRaw(tampered)
  expect(await altered.text()).toMatch(
    /mandatory-script-verify-flag-failed.*signature does not verify/,
  )
  expect((await alice.utxos()).map((utxo) => utxo.txid)).toContain(aliceCoin!.txid)
})

test('outputs above the inputs, too small a fee, and malformed hex are refused with clear errors', async () => {
  const alice = walletOf(0)
  const [coin] = await alice.utxos()
  const overspend = await alice.signTransfer({
    to: alice.address,
    amount: 50_000n,
    from: [{ ...coin!, value: coin!.value + 1_000_000 }],
  })
  const response = await broadcastRaw(overspend)
  expect(response.status).toBe(400)
  expect(await response.text()).toMatch(
    /bad-txns-in-belowout: outputs \d+ sat are more than inputs \d+ sat/,
  )

  const feeless = await alice.signTransfer({
    to: alice.address,
    amount: 50_000n,
    feeRate: 0n,
    from: [coin!],
  })
  expect(await (await broadcastRaw(feeless)).text()).toMatch(/min relay fee not met/)

  const notHex = await broadcastRaw('zz-not-hex')
  expect(notHex.status).toBe(400)
  expect(await notHex.text()).toMatch(/"code":-22.*TX decode failed: the body is not raw hex/)
  expect(await (await broadcastRaw('0200000001')).text()).toMatch(
    /TX decode failed: not a Bitcoin transaction/,
  )
  expect((await fetch(`${chain.esploraUrl}/tx/xyz`)).status).toBe(400)
  expect((await fetch(`${chain.esploraUrl}/tx/${'ab'.repeat(32)}/status`)).status).toBe(404)
  expect(await getText('/address/bc1qnotanaddress/utxo')).toBe('Invalid Bitcoin address')
})

test('an unconfirmed output can be spent at once, and a memo rides in an OP_RETURN output', async () => {
  const alice = walletOf(1)
  const carol = walletOf(2)
  const paid = await alice.transfer({ to: carol.address, amount: 70_000n, memo: 'order 42' })
  const transaction = (await getJson(`/tx/${paid}`)) as {
    vout: { scriptpubkey_type: string; scriptpubkey: string; value: number }[]
  }
  expect(transaction.vout[1]).toMatchObject({ scriptpubkey_type: 'op_return', value: 0 })
  expect(transaction.vout[1]!.scriptpubkey).toContain(
    hex.encode(new TextEncoder().encode('order 42')),
  )
  const unconfirmed = (await carol.utxos()).filter((utxo) => utxo.txid === paid)
  expect(unconfirmed).toMatchObject([{ value: 70_000, status: { confirmed: false } }])
  const onward = await carol.transfer({ to: alice.address, amount: 60_000n, from: unconfirmed })
  expect(chain.runtime.mempool).toEqual(expect.arrayContaining([paid, onward]))
  await mine()
  expect(chain.runtime.confirmationsOf(paid)).toBe(1)
  expect(chain.runtime.confirmationsOf(onward)).toBe(1)
  expect((await carol.utxos()).some((utxo) => utxo.txid === paid)).toBe(false)
})

test('blocks come on the timer, and the fee estimates are a table of sat/vB', async () => {
  const timed = await startBitcoinChain({ blockMs: 50 })
  try {
    const start = timed.runtime.tipHeight
    await expect
      .poll(async () => Number(await (await fetch(`${timed.esploraUrl}/blocks/tip/height`)).text()))
      .toBeGreaterThan(start)
    const estimates = (await (await fetch(`${timed.esploraUrl}/fee-estimates`)).json()) as Record<
      string,
      number
    >
    expect(estimates['1']).toBeGreaterThanOrEqual(estimates['6']!)
    expect(estimates['1008']).toBe(1)
  } finally {
    await timed.stop()
  }
})
