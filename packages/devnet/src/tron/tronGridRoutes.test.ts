import { parseTronAddress } from '@ferry/order-api'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { expect, test } from 'vitest'
import { tronGridRoutes } from './tronGridRoutes.js'
import { signTronTxId, tronAccountFor } from './tronKeys.js'
import { createTronLedger } from './tronLedger.js'
import { ACTIVATION_FEE_SUN, createTronNode, SUN, TRC20_TRANSFER_FEE_SUN } from './tronNode.js'
import { TRON_USDT } from './tronUsdt.js'

// The devnet's TRON node through its TronGrid routes, in process (no port).

function tronNet() {
  const ledger = createTronLedger({ token: TRON_USDT, poolSize: 2 })
  let nowMs = 1_700_000_000_000
  const app = tronGridRoutes({ ledger, node: createTronNode({ ledger, nowMs: () => nowMs }) })
  const post = async (path: string, body: unknown) => {
    const response = await app.request(path, { method: 'POST', body: JSON.stringify(body) })
    // biome-ignore lint/suspicious/noExplicitAny: TronGrid's answers, read field by field below
    return (await response.json()) as Record<string, any>
  }
  const alice = tronAccountFor('test-alice')
  ledger.credit(alice.address, 100_000_000n)
  ledger.moveTrx(alice.address, 100n * SUN)
  return {
    ledger,
    post,
    alice,
    advance: (ms: number) => {
      nowMs += ms
    },
  }
}

const word = (hex: string) => hex.padStart(64, '0')
const transferParameter = (to: string, amount: bigint) =>
  `${word(parseTronAddress(to).hex41.slice(2))}${word(amount.toString(16))}`

async function usdtTransfer(
  net: ReturnType<typeof tronNet>,
  parameters: { to: string; amount: bigint; feeLimit?: number },
) {
  const built = await net.post('/wallet/triggersmartcontract', {
    owner_address: net.alice.address,
    contract_address: TRON_USDT,
    function_selector: 'transfer(address,uint256)',
    parameter: transferParameter(parameters.to, parameters.amount),
    fee_limit: parameters.feeLimit ?? 100_000_000,
    call_value: 0,
    visible: true,
  })
  expect(built.result).toEqual({ result: true })
  return built.transaction
}

test('a TRC-20 transfer signed over its txID (the sha256 of its raw data) moves USDT and burns its fee in TRX', async () => {
  const net = tronNet()
  const bob = tronAccountFor('test-bob')
  net.ledger.moveTrx(bob.address, 1n)
  const transaction = await usdtTransfer(net, { to: bob.address, amount: 2_500_000n })
  expect(transaction.txID).toBe(bytesToHex(sha256(hexToBytes(transaction.raw_data_hex))))
  expect(transaction.raw_data.contract[0].type).toBe('TriggerSmartContract')
  const signature = signTronTxId({ txId: transaction.txID, privateKey: net.alice.privateKey })
  const sent = await net.post('/wallet/broadcasttransaction', {
    ...transaction,
    signature: [signature],
  })
  expect(sent).toEqual({ result: true, txid: transaction.txID })

  expect(net.ledger.balanceOf(bob.address)).toBe(2_500_000n)
  expect(net.ledger.trxBalanceOf(net.alice.address)).toBe(100n * SUN - TRC20_TRANSFER_FEE_SUN)
  const balance = await net.post('/wallet/triggerconstantcontract', {
    owner_address: bob.address,
    contract_address: TRON_USDT,
    function_selector: 'balanceOf(address)',
    parameter: word(parseTronAddress(bob.address).hex41.slice(2)),
    visible: true,
  })
  expect(BigInt(`0x${balance.constant_result[0]}`)).toBe(2_500_000n)
  const info = await net.post('/wallet/gettransactioninfobyid', { value: transaction.txID })
  expect(info).toMatchObject({ id: transaction.txID, receipt: { result: 'SUCCESS' } })
  expect(info.fee).toBe(Number(TRC20_TRANSFER_FEE_SUN))
  const byId = await net.post('/wallet/gettransactionbyid', { value: transaction.txID })
  expect(byId).toMatchObject({
    txID: transaction.txID,
    signature: [signature],
    ret: [{ contractRet: 'SUCCESS' }],
  })
  // Sent once: the same signed transaction again is a duplicate.
  const again = await net.post('/wallet/broadcasttransaction', {
    ...transaction,
    signature: [signature],
  })
  expect(again).toMatchObject({ result: false, code: 'DUP_TRANSACTION_ERROR' })
  expect(net.ledger.balanceOf(bob.address)).toBe(2_500_000n)
})

test('a transaction signed by another key, tampered with, or expired is refused and moves nothing', async () => {
  const net = tronNet()
  const bob = tronAccountFor('test-bob')
  const mallory = tronAccountFor('test-mallory')
  const transaction = await usdtTransfer(net, { to: bob.address, amount: 1_000_000n })
  const forged = signTronTxId({ txId: transaction.txID, privateKey: mallory.privateKey })
  const refused = await net.post('/wallet/broadcasttransaction', {
    ...transaction,
    signature: [forged],
  })
  expect(refused).toMatchObject({ result: false, code: 'SIGERROR' })
  expect(new TextDecoder().decode(hexToBytes(refused.message))).toContain(net.alice.address)

  const signature = signTronTxId({ txId: transaction.txID, privateKey: net.alice.privateKey })
  const tampered = {
    ...transaction,
    raw_data_hex: `${transaction.raw_data_hex.slice(0, -2)}00`,
    signature: [signature],
  }
  expect(await net.post('/wallet/broadcasttransaction', tampered)).toMatchObject({ result: false })

  net.advance(61_000)
  const late = await net.post('/wallet/broadcasttransaction', {
    ...transaction,
    signature: [signature],
  })
  expect(late).toMatchObject({ result: false, code: 'TRANSACTION_EXPIRATION_ERROR' })
  expect(net.ledger.balanceOf(bob.address)).toBe(0n)
  expect(net.ledger.balanceOf(net.alice.address)).toBe(100_000_000n)
})

test('a transfer to an unactivated account activates it at the sender’s cost in TRX; without that TRX it is refused', async () => {
  const net = tronNet()
  const fresh = tronAccountFor('test-never-seen')
  expect(await net.post('/wallet/getaccount', { address: fresh.address, visible: true })).toEqual(
    {},
  )

  // TRX to a new account: the amount plus the account-creation fee.
  const trx = await net.post('/wallet/createtransaction', {
    owner_address: net.alice.address,
    to_address: fresh.address,
    amount: 2_000_000,
    visible: true,
  })
  const signature = signTronTxId({ txId: trx.txID, privateKey: net.alice.privateKey })
  expect(
    await net.post('/wallet/broadcasttransaction', { ...trx, signature: [signature] }),
  ).toMatchObject({ result: true })
  expect(net.ledger.trxBalanceOf(net.alice.address)).toBe(
    100n * SUN - 2_000_000n - ACTIVATION_FEE_SUN,
  )
  expect(
    await net.post('/wallet/getaccount', { address: fresh.address, visible: true }),
  ).toMatchObject({
    address: fresh.address,
    balance: 2_000_000,
  })

  // USDT from an account whose TRX cannot pay for creating the receiver's account.
  const poor = tronAccountFor('test-poor')
  net.ledger.credit(poor.address, 5_000_000n)
  net.ledger.moveTrx(poor.address, TRC20_TRANSFER_FEE_SUN)
  const other = tronAccountFor('test-other-new')
  const built = await net.post('/wallet/triggersmartcontract', {
    owner_address: poor.address,
    contract_address: TRON_USDT,
    function_selector: 'transfer(address,uint256)',
    parameter: transferParameter(other.address, 1_000_000n),
    fee_limit: 100_000_000,
    visible: true,
  })
  const poorSignature = signTronTxId({ txId: built.transaction.txID, privateKey: poor.privateKey })
  const refused = await net.post('/wallet/broadcasttransaction', {
    ...built.transaction,
    signature: [poorSignature],
  })
  expect(refused).toMatchObject({ result: false, code: 'CONTRACT_VALIDATE_ERROR' })
  expect(new TextDecoder().decode(hexToBytes(refused.message))).toContain('not activated')
  expect(net.ledger.isActivated(other.address)).toBe(false)
  expect(net.ledger.balanceOf(poor.address)).toBe(5_000_000n)
})
