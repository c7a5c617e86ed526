import { v1QuoteStreamLineSchema } from '@ferry/order-api/v1'
import { afterEach, expect, test, vi } from 'vitest'
import * as z from 'zod/mini'
import { decode } from '../../../test/trade/runPlanHarness.js'
import {
  contractCallPlan,
  evmTxHash,
  json,
  routeLine,
  usdcArbitrum,
  usdcBase,
  wallet,
  walletOrderId,
} from '../../../test/v1/v1Fixtures.js'
import { memoryStorage } from '../../storage/browserStorage.js'
import { createOrderStorage } from '../../storage/orderStorage.js'
import { browserDepositLedger } from '../../trade/browserDepositLedger.js'
import { toRouteOption } from '../streamRoutes.js'
import { PENDING_V1_RUN_KEY, readPendingV1Run, savePendingV1Run } from './pendingV1Run.js'
import { resumeV1Run } from './resumeV1Run.js'

afterEach(() => vi.unstubAllGlobals())

const inFuture = Math.floor(Date.now() / 1000) + 600
const route = toRouteOption(
  z.decode(v1QuoteStreamLineSchema, routeLine({ quoteExpiresAt: inFuture, validBefore: inFuture })),
  0,
)
const usdc = (chainId: number) => ({ chainId, symbol: 'USDC', decimals: 6 })

/** The browser's storage after a page built this plan and reloaded. */
function reloadedAfterBuild() {
  const backing = memoryStorage()
  savePendingV1Run(backing, {
    input: {
      route,
      request: {
        tradeType: 'EXACT_INPUT',
        fromChainId: 8453,
        fromToken: usdcBase,
        toChainId: 42161,
        toToken: usdcArbitrum,
        amount: 100_000_000n,
        fromAddress: wallet,
      },
      depositor: wallet,
      recipient: wallet,
      refundTo: undefined,
    },
    plan: decode({ ...contractCallPlan, expiresAt: inFuture }),
    from: usdc(8453),
    to: usdc(42161),
  })
  return { backing, storage: createOrderStorage(backing) }
}

let bffIndex = 0
function stubSubmit() {
  const submits: Record<string, unknown>[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    if (request.method === 'PUT') {
      submits.push(await request.json())
      return json({ orderId: walletOrderId, txHash: evmTxHash })
    }
    return json({ data: [] })
  })
  return { submits, bffUrl: `http://bff-resume-${++bffIndex}.test` }
}

test('a deposit sent before the reload is submitted once, with its hash, and its order remembered as v1', async () => {
  const { backing, storage } = reloadedAfterBuild()
  // Its bigints came back as bigints.
  expect(readPendingV1Run(backing)?.input.request.amount).toBe(100_000_000n)
  browserDepositLedger(backing).record(`${route.quoteId}:${route.routeId}`, evmTxHash)
  const { submits, bffUrl } = stubSubmit()
  const tracked = await resumeV1Run({ bffUrl, storage })
  expect(tracked).toEqual({ orderId: walletOrderId, decimals: { src: 6, dst: 6 }, interface: 'v1' })
  expect(submits).toHaveLength(1)
  expect(submits[0]).toMatchObject({ quoteId: route.quoteId, routeId: 'Native', txHash: evmTxHash })
  expect(storage.list(wallet)[0]).toMatchObject({
    orderId: walletOrderId,
    interface: 'v1',
    symbols: { src: 'USDC', dst: 'USDC' },
  })
  expect(storage.inFlight(wallet).map((order) => order.orderId)).toEqual([walletOrderId])
  expect(backing.getItem(PENDING_V1_RUN_KEY)).toBeNull()
})

test('a plan whose deposit never left is forgotten; one whose wallet request is unanswered is kept and not run', async () => {
  const { submits, bffUrl } = stubSubmit()
  const never = reloadedAfterBuild()
  expect(await resumeV1Run({ bffUrl, storage: never.storage })).toBeUndefined()
  expect(never.backing.getItem(PENDING_V1_RUN_KEY)).toBeNull()

  const asked = reloadedAfterBuild()
  browserDepositLedger(asked.backing).claim(`${route.quoteId}:${route.routeId}`)
  expect(await resumeV1Run({ bffUrl, storage: asked.storage })).toBeUndefined()
  expect(asked.backing.getItem(PENDING_V1_RUN_KEY)).not.toBeNull()
  expect(submits).toEqual([])
})
