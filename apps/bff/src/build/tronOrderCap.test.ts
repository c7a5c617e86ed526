import { randomBytes } from 'node:crypto'
import { parseTronAddress, TRON_CHAIN_ID } from '@ferry/order-api'
import { expect, test } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'
import { createJournal, openSqlClient } from '../journal.js'

// One TRON-source quote built again and again reserved the service's deposit-address pool for
// everyone; open, unfunded TRON-source orders are capped per address and per client.
const h = useBffHarness()
const { call, usdc } = h

const usdtTron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const tronAddress = () => parseTronAddress(`41${randomBytes(20).toString('hex')}`).base58
const evmAddress = () => `0x${randomBytes(20).toString('hex')}`

test('one client cannot hold more open TRON deposit orders than the caps allow', async () => {
  let upstreamBuilds = 0
  // The devnet answers everything but TRON-source builds, which get a TRON build response here.
  const fetchWithTronBuilds: typeof fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    if (url.pathname !== '/v2/build') return fetch(input, init)
    upstreamBuilds++
    const body = JSON.stringify({
      orderId: `0x${randomBytes(32).toString('hex')}`,
      nonce: String(upstreamBuilds),
      depositAddress: tronAddress(),
      expectedAmount: '5000000',
      deadline: Math.floor(Date.now() / 1000) + 3600,
    })
    return new Response(body, { headers: { 'content-type': 'application/json' } })
  }
  const journal = await createJournal(await openSqlClient({}))
  const bff = h.makeApp(
    { tronOrderCaps: { perDepositor: 2, perClient: 3 } },
    { journal, fetch: fetchWithTronBuilds },
  )
  let amount = 5_000_000
  const build = (depositor: string, refundAddr: string) =>
    call(
      '/api/v2/build',
      {
        json: {
          srcToken: { chainId: TRON_CHAIN_ID, token: usdtTron },
          dstToken: { chainId: 8453, token: usdc(8453) },
          amount: String(amount++),
          intentOutcomeRate: '1000000000000000000',
          terms: { flatFee: '1', expiresAt: '9999999999', signature: '0x01' },
          depositor,
          refundAddr,
        },
      },
      bff,
    )
  const [alice, bob, carol] = [evmAddress(), evmAddress(), evmAddress()]
  const [aliceRefund, bobRefund, carolRefund] = [tronAddress(), tronAddress(), tronAddress()]
  expect((await build(alice, aliceRefund)).status).toBe(200)
  expect((await build(alice, aliceRefund)).status).toBe(200)
  const third = await build(alice, aliceRefund)
  expect(third.status).toBe(409)
  expect(third.body).toMatchObject({ name: 'OpenOrderCapException', cap: 2 })
  expect(third.body.message).toContain('depositor or refund address')
  // Another depositor refunding to the same TRON address shares that address's cap.
  expect((await build(bob, aliceRefund)).status).toBe(409)
  expect((await build(bob, bobRefund)).status).toBe(200)
  // Three open orders from this client: the client's cap, whoever the depositor is.
  const fourth = await build(carol, carolRefund)
  expect(fourth.status).toBe(409)
  expect(fourth.body).toMatchObject({ name: 'OpenOrderCapException', cap: 3 })
  expect(upstreamBuilds).toBe(3)
  bff.close()
  await journal.close()
})
