import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chainlessDeps, fakeTokenOf, requestOf } from '../../../test/inProcessService.js'
import { quotePath } from '../../../test/serviceDevnet.js'
import type { ServiceDeps } from '../../service/serviceDeps.js'
import { quoteRoutes } from './quote.js'

// Quoting reads no chain: the routes run in-process on the registry's stand-in.
let deps: ServiceDeps
let api: ReturnType<typeof requestOf>
beforeAll(async () => {
  deps = await chainlessDeps()
  api = requestOf(new Hono().route('/v2', quoteRoutes(deps)))
})
afterAll(async () => {
  await deps.store.close()
})

const usdc = (chainId: number) => fakeTokenOf(chainId, 'USDC')
const ethToBase = (amount: string) =>
  quotePath({ fromChainId: 1, from: usdc(1), toChainId: 8453, to: usdc(8453), srcAmount: amount })

describe('quote', () => {
  test('exact input prices with the fee arithmetic and a signed, 5-minute build', async () => {
    const { status, body } = await api(ethToBase('100000000'))
    expect(status).toBe(200)
    // flat 0.30 + 0.025; remainder 99.675; service 10 bps, commission 25 bps
    expect(body.spend).toMatchObject({
      chainId: 1,
      symbol: 'USDC',
      decimals: 6,
      amount: '100000000',
    })
    expect(body.details).toEqual({
      intentOutcomeRate: '999500000000000000',
      protocolFee: String(325000 + 99675),
    })
    expect(body.receive.amount).toBe(
      String(((100000000n - 325000n - 99675n - 249187n) * 9995n) / 10000n),
    )
    expect(body.build.terms.flatFee).toBe('325000000000000000')
    const now = Math.floor(Date.now() / 1000)
    expect(Number(body.build.terms.expiresAt) - now).toBeGreaterThanOrEqual(299)
  })

  test('exactly the amount that mode names, else a validation body', async () => {
    const both = await api(`${ethToBase('100000000')}&outcomeAmount=5`)
    expect(both.status).toBe(400)
    expect(both.body).toMatchObject({
      name: 'ValidationException',
      details: [{ field: 'outcomeAmount' }],
    })
    const none = await api(
      quotePath({
        fromChainId: 1,
        from: usdc(1),
        toChainId: 8453,
        to: usdc(8453),
        mode: 'exact_output',
      }),
    )
    expect(none.body.details[0].field).toBe('outcomeAmount')
  })

  test('minimums: the flat fee first, then the solver minimum with a figure that clears everything', async () => {
    const atFee = await api(ethToBase('325000'))
    expect(atFee).toMatchObject({
      status: 400,
      body: {
        error: 'Deposit is at or below the flat fee, so nothing would be published',
        detail: { minSrcAmount: '325001' },
      },
    })
    const small = await api(ethToBase('900000'))
    expect(small.status).toBe(400)
    expect(small.body.error).toBe('Requested amount is below what the solver will fill')
    const minimum = small.body.detail.minSrcAmount
    expect((await api(ethToBase(minimum))).status).toBe(200)
    expect((await api(ethToBase(String(BigInt(minimum) - 1n)))).status).toBe(400)
  })

  test('too large is a 409 whose figure re-quotes cleanly', async () => {
    const large = await api(ethToBase('5000000000000'))
    expect(large.status).toBe(409)
    expect(large.body.error).toBe('Requested amount exceeds what the solver can fill')
    expect((await api(ethToBase(large.body.detail.maxSrcAmount))).status).toBe(200)
    const output = await api(
      quotePath({
        fromChainId: 1,
        from: usdc(1),
        toChainId: 8453,
        to: usdc(8453),
        mode: 'exact_output',
        outcomeAmount: '5000000000000',
      }),
    )
    expect(output.status).toBe(409)
    expect(output.body.detail.maxOutcomeAmount).toMatch(/^\d+$/)
  })

  test('exact output delivers at least the target, with at most one source unit of excess', async () => {
    for (const target of [1n, 7n, 25_000_000n, 123_456_789n]) {
      const { body } = await api(
        quotePath({
          fromChainId: 1,
          from: usdc(1),
          toChainId: 8453,
          to: usdc(8453),
          mode: 'exact_output',
          outcomeAmount: String(target),
        }),
      )
      const receive = BigInt(body.receive.amount)
      expect(receive >= target).toBe(true)
      // One source unit less would not deliver the target.
      const less = await api(ethToBase(String(BigInt(body.spend.amount) - 1n)))
      if (less.status === 200) expect(BigInt(less.body.receive.amount) < target).toBe(true)
    }
  })

  test('same asset is 404; an unlisted token is 400; same chain across tokens works', async () => {
    const same = await api(
      quotePath({
        fromChainId: 1,
        from: usdc(1),
        toChainId: 1,
        to: usdc(1).toLowerCase(),
        srcAmount: '5000000',
      }),
    )
    expect(same).toMatchObject({
      status: 404,
      body: { error: 'Source and destination resolve to the same mToken' },
    })
    const unknown = await api(
      quotePath({
        fromChainId: 8453,
        from: fakeTokenOf(1, 'USDT'),
        toChainId: 1,
        to: usdc(1),
        srcAmount: '5000000',
      }),
    )
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toMatch(/^Unsupported source token/)
    const sameChain = await api(
      quotePath({
        fromChainId: 1,
        from: usdc(1),
        toChainId: 1,
        to: fakeTokenOf(1, 'USDT'),
        srcAmount: '5000000',
      }),
    )
    expect(sameChain.status).toBe(200)
  })
})
