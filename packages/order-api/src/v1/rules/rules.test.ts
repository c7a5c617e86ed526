import { base58, base64 } from '@scure/base'
import { keccak256 } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import {
  contractCallPlan,
  evmTxHash,
  order,
  quoteId,
  transferPlan,
  wallet,
  walletOrderId,
} from '../../../test/v1/fixtures.js'
import { OrderApiNetworkError } from '../../errors/transport.js'
import { createV1Client } from '../client/createV1Client.js'
import { V1ApiError } from '../errors/V1ApiError.js'
import { V1RequestError } from '../errors/V1RequestError.js'
import { v1DepositPlanSchema } from '../schemas/build.js'
import { createBuildGuard } from './createBuildGuard.js'
import { expectedDepositHash, submitOnce } from './submitOnce.js'
import { submitRequestFor } from './submitRequestFor.js'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function fakeService(routes: {
  submit: (request: Request) => Response | Promise<Response>
  orders?: (url: URL) => Response
  build?: () => Response
}) {
  const calls: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    calls.push(`${request.method} ${url.pathname}${url.search}`)
    if (url.pathname === '/v1/deposit/submit') return routes.submit(request)
    if (url.pathname === '/v1/deposit/build')
      return (routes.build ?? (() => json(contractCallPlan)))()
    return (routes.orders ?? (() => json({ data: [] })))(url)
  })
  return { client: createV1Client({ baseUrl: 'https://api.example', fetch }), calls }
}

const contractCall = v1DepositPlanSchema.parse({ ...contractCallPlan, buildId: 'build-7' })
const transfer = v1DepositPlanSchema.parse(transferPlan)
const noSleep = async () => {}

describe('submitRequestFor', () => {
  test('carries the buildId of a contract-call plan', () => {
    expect(
      submitRequestFor({
        quoteId,
        routeId: 'Native',
        plan: contractCall,
        chainId: 8453,
        txHash: evmTxHash,
      }),
    ).toEqual({
      quoteId,
      routeId: 'Native',
      buildId: 'build-7',
      txHash: evmTxHash,
    })
  })

  test('a transfer is submitted only when the plan asks for its hash', () => {
    const tronHash = 'ab'.repeat(32)
    expect(
      submitRequestFor({
        quoteId,
        routeId: 'NativeUTXO',
        plan: transfer,
        chainId: 728126428,
        txHash: tronHash,
      }).txHash,
    ).toBe(tronHash)
    const silent = { ...transfer, submitTxHashRequested: undefined }
    expect(() =>
      submitRequestFor({
        quoteId,
        routeId: 'Native',
        plan: silent,
        chainId: 728126428,
        txHash: tronHash,
      }),
    ).toThrow(expect.objectContaining({ reason: 'no_submit_for_transfer' }))
  })

  test.each([
    ['neither field', {}, 'hash_or_transaction'],
    ['both fields', { txHash: evmTxHash, signedTransaction: '0x02f8' }, 'hash_or_transaction'],
    ['a TRON-style hash on an EVM chain', { txHash: 'ab'.repeat(32) }, 'tx_hash_format'],
    ['base64 as an EVM signed transaction', { signedTransaction: 'AgAB' }, 'tx_hash_format'],
  ])('refuses %s', (_, fields, reason) => {
    expect(() =>
      submitRequestFor({
        quoteId,
        routeId: 'Native',
        plan: contractCall,
        chainId: 8453,
        ...fields,
      }),
    ).toThrow(expect.objectContaining({ reason }))
  })

  test('a signed transaction is refused on TRON and Bitcoin, where the hash is submitted', () => {
    expect(() =>
      submitRequestFor({
        quoteId,
        routeId: 'NativeUTXO',
        plan: transfer,
        chainId: 0,
        signedTransaction: '0x02f8',
      }),
    ).toThrow(V1RequestError)
  })
})

describe('createBuildGuard', () => {
  test('a repeated build with the same parties passes, in any EVM letter case', async () => {
    const { client, calls } = fakeService({ submit: () => json({}) })
    const guard = createBuildGuard()
    await guard.build({ client, request: { quoteId, routeId: 'Native', from: wallet } })
    await guard.build({
      client,
      request: { quoteId, routeId: 'Native', from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    })
    expect(calls).toHaveLength(2)
    expect(guard.partiesFor(quoteId)).toEqual({
      from: wallet,
      recipient: undefined,
      refundTo: undefined,
    })
  })

  test('a repeated build that changes a party is refused before it is sent', async () => {
    const { client, calls } = fakeService({ submit: () => json({}) })
    const guard = createBuildGuard()
    const first = {
      quoteId,
      routeId: 'Native' as const,
      depositMethod: 'TRANSFER' as const,
      recipient: wallet,
      refundTo: wallet,
    }
    await guard.build({ client, request: first })
    const other = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
    await expect(guard.build({ client, request: { ...first, refundTo: other } })).rejects.toSatisfy(
      (error) =>
        V1RequestError.isInstance(error) &&
        error.reason === 'build_parties_changed' &&
        error.problems[0]!.startsWith('refundTo'),
    )
    await expect(
      guard.build({ client, request: { ...first, from: wallet } }),
    ).rejects.toBeInstanceOf(V1RequestError)
    expect(calls).toHaveLength(1)
  })

  test('parties are remembered even when the first build fails, and the memory is bounded', async () => {
    const { client } = fakeService({
      submit: () => json({}),
      build: () => json({ message: 'x', name: 'CannotFillException' }, 400),
    })
    const guard = createBuildGuard({ maxQuotes: 2 })
    await expect(
      guard.build({ client, request: { quoteId, routeId: 'Native', from: wallet } }),
    ).rejects.toBeInstanceOf(V1ApiError)
    expect(guard.partiesFor(quoteId)?.from).toBe(wallet)
    guard.remember({ quoteId: 'q2', routeId: 'Native', from: wallet })
    guard.remember({ quoteId: 'q3', routeId: 'Native', from: wallet })
    expect(guard.partiesFor(quoteId)).toBeUndefined()
  })
})

describe('submitOnce', () => {
  const request = { quoteId, routeId: 'Native' as const, txHash: evmTxHash }

  test('an answered submit is returned as is, with no lookup', async () => {
    const { client, calls } = fakeService({
      submit: () => json({ orderId: walletOrderId, txHash: evmTxHash }),
    })
    await expect(submitOnce({ client, request, address: wallet })).resolves.toEqual({
      orderId: walletOrderId,
      txHash: evmTxHash,
      recovered: false,
    })
    expect(calls).toEqual(['PUT /v1/deposit/submit'])
  })

  test('a lost answer is checked by looking the order up before any retry, and not resent when found', async () => {
    const { client, calls } = fakeService({
      submit: () => {
        throw new TypeError('connection reset')
      },
      orders: () => json({ data: [order] }),
    })
    const result = await submitOnce({
      client,
      request,
      address: wallet,
      fromChainId: 8453,
      sleep: noSleep,
    })
    expect(result).toMatchObject({ orderId: walletOrderId, recovered: true })
    expect(calls).toEqual([
      'PUT /v1/deposit/submit',
      `GET /v1/orders/${wallet}?limit=20&fromChainId=8453&txHashSearch=${evmTxHash}`,
    ])
  })

  test('when the lookup finds nothing the same submit is sent again, up to the limit', async () => {
    let attempts = 0
    const { client, calls } = fakeService({
      submit: () =>
        ++attempts < 2
          ? json({ message: 'boom', name: 'InternalErrorException' }, 500)
          : json({ orderId: walletOrderId, txHash: evmTxHash }),
    })
    const sleep = vi.fn(noSleep)
    const result = await submitOnce({ client, request, address: wallet, sleep })
    expect(result.recovered).toBe(false)
    expect(calls.filter((call) => call.startsWith('PUT'))).toHaveLength(2)
    expect(calls[1]).toMatch(/^GET \/v1\/orders\//)
    expect(sleep).toHaveBeenCalledTimes(1)

    const down = fakeService({ submit: () => Promise.reject(new TypeError('offline')) })
    await expect(
      submitOnce({ client: down.client, request, address: wallet, maxAttempts: 2, sleep: noSleep }),
    ).rejects.toBeInstanceOf(OrderApiNetworkError)
    expect(down.calls.filter((call) => call.startsWith('PUT'))).toHaveLength(2)
  })

  test('"Deposit was submitted" finds the order and never reports a need to deposit again', async () => {
    const { client } = fakeService({
      submit: () =>
        json(
          { message: 'Deposit was submitted, but saving failed', name: 'InternalErrorException' },
          500,
        ),
      orders: () => json({ data: [order] }),
    })
    await expect(
      submitOnce({ client, request, address: wallet, sleep: noSleep }),
    ).resolves.toMatchObject({ recovered: true })
  })

  test('a repeated submit (404) with no order to find is not resent', async () => {
    const { client, calls } = fakeService({
      submit: () => json({ message: 'gone', name: 'QuoteNotFoundException' }, 404),
    })
    await expect(
      submitOnce({ client, request, address: wallet, sleep: noSleep }),
    ).rejects.toSatisfy((error) => V1ApiError.isInstance(error) && error.retry === 'reread')
    expect(calls.filter((call) => call.startsWith('PUT'))).toHaveLength(1)
  })

  test('a definite refusal is thrown at once, with no lookup', async () => {
    const { client, calls } = fakeService({
      submit: () => json({ message: 'x', name: 'BroadcastException' }, 400),
    })
    await expect(submitOnce({ client, request, address: wallet })).rejects.toBeInstanceOf(
      V1ApiError,
    )
    expect(calls).toHaveLength(1)
  })

  test('an order of another quote with another hash is not taken for this one', async () => {
    const stranger = {
      ...order,
      quoteId: '00000000-0000-4000-8000-000000000000',
      depositTxHash: `0x${'cd'.repeat(32)}`,
      transactions: {},
    }
    const { client } = fakeService({
      submit: () => Promise.reject(new TypeError('offline')),
      orders: () => json({ data: [stranger] }),
    })
    await expect(
      submitOnce({ client, request, address: wallet, maxAttempts: 1 }),
    ).rejects.toBeInstanceOf(OrderApiNetworkError)
  })
})

describe('expectedDepositHash', () => {
  test('is the keccak hash of a signed EVM transaction', () => {
    expect(expectedDepositHash({ quoteId, routeId: 'Native', signedTransaction: '0x02f8' })).toBe(
      keccak256('0x02f8'),
    )
  })

  test('is the first signature of a signed Solana transaction', () => {
    const signature = new Uint8Array(64).fill(9)
    const transaction = new Uint8Array([1, ...signature, 0, 1, 2])
    expect(
      expectedDepositHash({
        quoteId,
        routeId: 'Native',
        signedTransaction: base64.encode(transaction),
      }),
    ).toBe(base58.encode(signature))
  })
})
