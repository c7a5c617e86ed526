import { V1_SOLANA_CHAIN_ID } from '@ferry/order-api/v1'
import {
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, test } from 'vitest'
import { SPL_MEMO_PROGRAM_ADDRESS } from '../solana/solanaTransfers.js'
import { SOL_NATIVE, solanaV1Of } from './test/solanaV1Harness.js'
import { useV1Devnet, waitForV1Order } from './test/v1Harness.js'

const net = useV1Devnet()
const { v1, quote, build, submit, usdc, user } = net
const solana = solanaV1Of({ devnet: () => net.devnet, quote, build, submit })

/** The blockhash and memo of a plan's base64 transaction. */
function readPlanTransaction(base64: string) {
  const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(base64))
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  if (!('instructions' in message)) throw new Error('unexpected message version')
  const memo = message.instructions.find(
    (instruction) =>
      message.staticAccounts[instruction.programAddressIndex] === SPL_MEMO_PROGRAM_ADDRESS,
  )
  return {
    blockhash: message.lifetimeToken,
    feePayer: message.staticAccounts[0],
    memo: new TextDecoder().decode(memo?.data),
  }
}

/** A quote of 0.5 SOL (`fromToken`, one of its native forms) to USDC on Base from `fromAddress`. */
const quoteSol = (fromAddress: string, fromToken = SOL_NATIVE) =>
  quote({
    tradeType: 'EXACT_INPUT',
    fromChainId: V1_SOLANA_CHAIN_ID,
    fromToken,
    toChainId: 8453,
    toToken: usdc(8453),
    amount: '500000000',
    fromAddress,
    recipient: user(1).address,
  })

/** 0.5 SOL to USDC on Base from Solana user `index`, quoted and built: the plan's transaction. */
async function builtSolQuote(index: number) {
  const sender = await solana.wallet(index)
  const quoted = await quoteSol(sender.address)
  const plan = await build({ quoteId: quoted.quoteId, routeId: 'Native', from: sender.address })
  return { sender, quoted, plan, transaction: plan.approvals[0].transaction as string }
}

const refusal = (response: { status: number; body: any }) => ({
  status: response.status,
  name: response.body.name,
  fields: response.body.details?.map((detail: { field: string }) => detail.field),
})

describe('Solana deposits on the v1 stand-in: the rules of build and submit', () => {
  test('SOL in each of v1 native forms quotes the same', async () => {
    const sender = await solana.wallet(0)
    const amounts = []
    for (const fromToken of [
      SOL_NATIVE,
      '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      '0x0000000000000000000000000000000000000000',
    ]) {
      const quoted = await quoteSol(sender.address, fromToken)
      amounts.push(quoted.routes[0].quote.amountOut)
    }
    expect(new Set(amounts).size).toBe(1)
  })

  test('each build refreshes the blockhash; the memo names the same order', async () => {
    const first = await builtSolQuote(0)
    const { sender, quoted } = first
    const before = readPlanTransaction(first.transaction)
    expect(before.feePayer).toBe(sender.address)
    expect(before.memo).toMatch(/^0x[0-9a-f]{64}$/)
    await expect
      .poll(async () => (await sender.rpc.getLatestBlockhash().send()).value.blockhash, {
        timeout: 5_000,
      })
      .not.toBe(before.blockhash)
    const again = await build({ quoteId: quoted.quoteId, routeId: 'Native', from: sender.address })
    const after = readPlanTransaction(again.approvals[0].transaction)
    expect(after.blockhash).not.toBe(before.blockhash)
    expect((await sender.rpc.isBlockhashValid(after.blockhash as never).send()).value).toBe(true)
    expect(after.memo).toBe(before.memo)
  })

  test('a submit carries exactly one well-formed txHash or signedTransaction', async () => {
    const { quoted, sender, transaction } = await builtSolQuote(1)
    const body = { quoteId: quoted.quoteId, routeId: 'Native' }
    const signed = await sender.signBase64(transaction)
    expect(refusal(await submit(body))).toEqual({
      status: 400,
      name: 'ValidationException',
      fields: ['txHash'],
    })
    expect(
      refusal(
        await submit({ ...body, txHash: signed.signature, signedTransaction: signed.base64 }),
      ),
    ).toEqual({ status: 400, name: 'ValidationException', fields: ['txHash', 'signedTransaction'] })
    // 0, O, I and l are not base58; 86 characters is too short for a signature.
    for (const txHash of [`0OIl${signed.signature.slice(4)}`, signed.signature.slice(0, 86)])
      expect(refusal(await submit({ ...body, txHash }))).toEqual({
        status: 400,
        name: 'ValidationException',
        fields: ['txHash'],
      })
    expect(refusal(await submit({ ...body, signedTransaction: 'AAAA' }))).toEqual({
      status: 400,
      name: 'ValidationException',
      fields: ['signedTransaction'],
    })
    expect(refusal(await submit({ ...body, signedTransaction: '0x02f8' }))).toMatchObject({
      status: 400,
      name: 'BadRequestException',
    })
    // Nothing was sent: the signed deposit still goes through once.
    const accepted = await submit({ ...body, signedTransaction: signed.base64 })
    expect(accepted.status).toBe(200)
    expect(accepted.body.txHash).toBe(signed.signature)
    expect(refusal(await submit({ ...body, signedTransaction: signed.base64 }))).toMatchObject({
      status: 404,
      name: 'QuoteNotFoundException',
    })
  })

  test('a signature of another transaction is not the deposit; an expired blockhash is a BroadcastException', async () => {
    const { quoted, sender, transaction } = await builtSolQuote(2)
    const body = { quoteId: quoted.quoteId, routeId: 'Native' }
    const other = await sender.send(
      await sender.signInstructions([
        getTransferSolInstruction({
          source: sender.signer,
          destination: net.devnet.solana.depositAccount,
          amount: 500_000_000n,
        }),
      ]),
    )
    expect(refusal(await submit({ ...body, txHash: other }))).toMatchObject({
      status: 400,
      name: 'BadRequestException',
    })
    const signed = await sender.signBase64(transaction)
    net.devnet.solana.runtime.advance(151)
    expect(refusal(await submit({ ...body, signedTransaction: signed.base64 }))).toMatchObject({
      status: 400,
      name: 'BroadcastException',
    })
    // A fresh build is a fresh blockhash: the deposit can still be made.
    const again = await build({ quoteId: quoted.quoteId, routeId: 'Native', from: sender.address })
    const fresh = await sender.signBase64(again.approvals[0].transaction)
    expect((await submit({ ...body, signedTransaction: fresh.base64 })).status).toBe(200)
  })

  test('senders, recipients and refund addresses must fit their chains', async () => {
    const sender = await solana.wallet(0)
    const evmUser = user(2).address
    const fromSolana = await quote({
      tradeType: 'EXACT_INPUT',
      fromChainId: V1_SOLANA_CHAIN_ID,
      fromToken: SOL_NATIVE,
      toChainId: 8453,
      toToken: usdc(8453),
      amount: '500000000',
    })
    const buildFromSolana = (extra: Record<string, unknown>) =>
      v1('/v1/deposit/build', {
        body: { quoteId: fromSolana.quoteId, routeId: 'Native', ...extra },
      })
    expect(refusal(await buildFromSolana({ from: evmUser, recipient: evmUser }))).toMatchObject({
      status: 400,
      name: 'BadRequestException',
    })
    // Without a recipient it defaults to the Solana sender, which is no Base address.
    const noRecipient = await buildFromSolana({ from: sender.address })
    expect(noRecipient.status).toBe(400)
    expect(noRecipient.body.message).toBe('recipient is not an address of chain 8453')
    const toSolana = await quote({
      tradeType: 'EXACT_INPUT',
      fromChainId: 8453,
      fromToken: usdc(8453),
      toChainId: V1_SOLANA_CHAIN_ID,
      toToken: solana.solanaUsdc(),
      amount: '10000000',
      fromAddress: evmUser,
    })
    const toSolanaBuild = await v1('/v1/deposit/build', {
      body: { quoteId: toSolana.quoteId, routeId: 'Native', from: evmUser },
    })
    expect(toSolanaBuild.body.message).toBe(
      `recipient is not an address of chain ${V1_SOLANA_CHAIN_ID}`,
    )
  })

  test('a transfer naming an order with the wrong amount, or after its deposit, goes back to its sender', async () => {
    const { quoted, sender, transaction } = await builtSolQuote(1)
    const { memo } = readPlanTransaction(transaction)
    const sendWithMemo = (amount: bigint) =>
      sender.transfer({
        to: net.devnet.solana.depositAccount,
        asset: { kind: 'sol' },
        amount,
        memo,
      })
    const before = await sender.solBalance()
    await sendWithMemo(123_000_000n)
    // Only the wallet's own fee is gone: the service pays for the bounce.
    await expect.poll(() => sender.solBalance(), { timeout: 10_000 }).toBe(before - 5_000n)
    const signed = await sender.signBase64(transaction)
    const accepted = await submit({
      quoteId: quoted.quoteId,
      routeId: 'Native',
      signedTransaction: signed.base64,
    })
    expect(accepted.status).toBe(200)
    await waitForV1Order(v1, accepted.body.orderId, (order) => order.status === 'filled')
    const afterDeposit = await sender.solBalance()
    await sendWithMemo(500_000_000n)
    await expect.poll(() => sender.solBalance(), { timeout: 10_000 }).toBe(afterDeposit - 5_000n)
  })
})
