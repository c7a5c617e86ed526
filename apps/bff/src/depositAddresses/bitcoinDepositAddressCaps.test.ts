import { bitcoinTestWallet } from '@ferry/devnet'
import { V1_BITCOIN_CHAIN_ID } from '@ferry/order-api/v1'
import { expect, test } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'
import { createMemoryV1SubmitJournal } from '../v1/v1SubmitJournal.js'

// A Bitcoin-source v1 build reserves a deposit address like a TRON one: it holds under the same
// caps (per refund address, per client), and its submit goes through the same journal.
const h = useBffHarness()
const { call, usdc, devnet } = h
const BTC = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
type Wallet = ReturnType<typeof bitcoinTestWallet>
const client = (address: string) => ({ headers: { 'x-forwarded-for': address } })

/** An anonymous page's Bitcoin-source quote and deposit-address build through the BFF. */
async function bitcoinBuild(bff: ReturnType<typeof h.makeApp>, refundTo: string, ip: string) {
  const quote = await call(
    '/api/v1/quotes',
    {
      ...client(ip),
      json: {
        tradeType: 'EXACT_INPUT',
        fromChainId: V1_BITCOIN_CHAIN_ID,
        fromToken: BTC,
        toChainId: 8453,
        toToken: usdc(8453).toLowerCase(),
        amount: '1500000',
      },
    },
    bff,
  )
  expect(quote.status, JSON.stringify(quote.body)).toBe(200)
  expect(quote.body.routes.map((route: { routeId: string }) => route.routeId)).toEqual([
    'NativeUTXO',
  ])
  const build = await call(
    '/api/v1/deposit/build',
    {
      ...client(ip),
      json: {
        quoteId: quote.body.quoteId,
        routeId: 'NativeUTXO',
        depositMethod: 'TRANSFER_WITH_TX_HASH_SUBMIT',
        recipient: devnet.accounts[1]!.address,
        refundTo,
      },
    },
    bff,
  )
  return { quoteId: quote.body.quoteId as string, build }
}

test('Bitcoin deposit-address builds hold under the caps per refund address and per client, and their submit is journaled', async () => {
  const journal = createMemoryV1SubmitJournal()
  const bff = h.makeApp(
    { depositAddressCaps: { perAddress: 1, perClient: 2 }, trustedProxyHops: 1 },
    { v1Journal: journal },
  )
  const [alice, bob, carol] = [0, 1, 2].map((index) =>
    bitcoinTestWallet({
      esploraUrl: devnet.bitcoin.esploraUrl,
      wif: devnet.bitcoin.accounts[index]!.wif,
    }),
  ) as [Wallet, Wallet, Wallet]

  const first = await bitcoinBuild(bff, alice.address, '192.0.2.31')
  expect(first.build.status, JSON.stringify(first.build.body)).toBe(200)
  expect(first.build.body).toMatchObject({
    kind: 'TRANSFER',
    depositAddress: expect.stringMatching(/^bc1q/),
    token: 'BTC',
    chainId: V1_BITCOIN_CHAIN_ID,
    submitTxHashRequested: true,
  })
  // The same refund address from another client: the address cap.
  const sameAddress = await bitcoinBuild(bff, alice.address, '192.0.2.32')
  expect(sameAddress.build.status).toBe(429)
  expect(sameAddress.build.body).toMatchObject({ name: 'OpenOrderCapException', scope: 'address' })
  // The first client's second address fits; a third is over the client cap.
  expect((await bitcoinBuild(bff, bob.address, '192.0.2.31')).build.status).toBe(200)
  const third = await bitcoinBuild(bff, carol.address, '192.0.2.31')
  expect(third.build.status).toBe(429)
  expect(third.build.body).toMatchObject({ scope: 'client', cap: 2 })

  // The deposit goes to the order's address; its hash is submitted through the BFF and journaled.
  const txid = await alice.transfer({
    to: first.build.body.depositAddress,
    amount: BigInt(first.build.body.amount),
  })
  const submit = await call(
    '/api/v1/deposit/submit',
    {
      method: 'PUT',
      body: JSON.stringify({ quoteId: first.quoteId, routeId: 'NativeUTXO', txHash: txid }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.31' },
    },
    bff,
  )
  expect(submit.status, JSON.stringify(submit.body)).toBe(200)
  expect(submit.body).toMatchObject({
    orderId: expect.stringMatching(/^c[0-9a-z]{24}$/),
    txHash: txid,
  })
  expect(await journal.get({ quoteId: first.quoteId, routeId: 'NativeUTXO' })).toMatchObject({
    address: alice.address,
    status: 'submitted',
    orderId: submit.body.orderId,
  })
  bff.close()
})
