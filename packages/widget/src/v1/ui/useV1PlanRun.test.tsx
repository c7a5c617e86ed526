import {
  createV1Client,
  type V1DepositPlanWire,
  type V1QuoteRequest,
  v1QuoteStreamLineSchema,
} from '@ferry/order-api/v1'
import { createTestProviders } from '@ferry/test-utils/react'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { fakeWallet } from '../../../test/trade/runPlanHarness.js'
import {
  builtContractCallPlan,
  json,
  recordingFetch,
  routeLine,
  tronTransferPlan,
  tronTxHash,
  wallet,
  walletOrderId,
} from '../../../test/v1/v1Fixtures.js'
import { type FerryEvent, FerryEventsContext } from '../../hooks/useFerryEvents.js'
import { errorWordsEn } from '../../i18n/errorWordsEn.js'
import { memoryStorage } from '../../storage/browserStorage.js'
import { browserDepositLedger } from '../../trade/browserDepositLedger.js'
import { toRouteOption } from '../streamRoutes.js'
import { useV1PlanRun, type V1RunInput } from './useV1PlanRun.js'

const inFuture = () => Math.floor(Date.now() / 1000) + 600

/** A BFF that builds `plan` and answers submits with `submits` in turn. */
function stubBff(plan: V1DepositPlanWire, submits: (() => Response)[]) {
  let submitted = 0
  const recorded = recordingFetch((request) => {
    const path = new URL(request.url).pathname
    if (path.endsWith('/deposit/build')) return json(plan)
    if (request.method === 'PUT') {
      const answer = submits[Math.min(submitted, submits.length - 1)]!
      submitted++
      return answer()
    }
    // submitOnce's look-up before a retry: no order yet.
    return json({ data: [] })
  })
  const client = createV1Client({ baseUrl: 'https://bff.example/api', fetch: recorded.fetch })
  const count = (test: (request: Request) => boolean) => recorded.requests.filter(test).length
  return {
    client,
    builds: () => count((request) => new URL(request.url).pathname.endsWith('/deposit/build')),
    submits: () => count((request) => request.method === 'PUT'),
    submitBodies: () =>
      Promise.all(
        recorded.requests
          .filter((request) => request.method === 'PUT')
          .map(async (request) => (await request.clone().json()) as Record<string, unknown>),
      ),
  }
}

const orderCreated = () => json({ orderId: walletOrderId, txHash: `0x${'0'.repeat(63)}3` })
const serviceDown = () => json({ error: 'upstream unavailable' }, 503)

const evmInput = (): V1RunInput => {
  const route = toRouteOption(
    z.decode(
      v1QuoteStreamLineSchema,
      routeLine({ quoteExpiresAt: inFuture(), validBefore: inFuture() + 600 }),
    ),
    0,
  )
  const request: V1QuoteRequest = {
    tradeType: 'EXACT_INPUT',
    fromChainId: 8453,
    fromToken: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
    toChainId: 42161,
    toToken: '0xaf88d065e77c8cc2239327c5edb3a432268e5831',
    amount: 100_000_000n,
    fromAddress: wallet,
  }
  return { route, request, depositor: wallet, recipient: wallet, refundTo: undefined }
}

/** A TRON user's own address (a test's sender and refund address). */
const tronSender = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL'

/** 50 USDT from TRON by a transfer to a deposit address, its hash submitted; refunds to `sender`. */
const tronTransferInput = (sender: string): V1RunInput => {
  const base = evmInput()
  return {
    ...base,
    route: {
      ...base.route,
      depositMethods: ['TRANSFER_WITH_TX_HASH_SUBMIT'],
      amountIn: 50_000_000n,
    },
    request: {
      ...base.request,
      fromChainId: 728126428,
      fromToken: tronTransferPlan.token as string,
      fromAddress: sender,
    },
    depositor: undefined,
    refundTo: sender,
  }
}

function renderRun(parameters: {
  client: ReturnType<typeof stubBff>['client']
  wallet: ReturnType<typeof fakeWallet>['wallet']
  storage: Storage
}) {
  const events: FerryEvent[] = []
  const orders: string[] = []
  const { wrapper: Providers } = createTestProviders()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers>
      <FerryEventsContext value={(event) => events.push(event)}>{children}</FerryEventsContext>
    </Providers>
  )
  const hook = renderHook(
    () =>
      useV1PlanRun({
        client: parameters.client,
        wallet: parameters.wallet,
        ledger: browserDepositLedger(parameters.storage),
        onOrder: ({ orderId }) => orders.push(orderId),
      }),
    { wrapper },
  )
  return { ...hook, events, orders }
}

describe('useV1PlanRun', () => {
  it('shows each step as it happens, tells the host under v2 names, and hands the order over', async () => {
    const bff = stubBff({ ...builtContractCallPlan, expiresAt: inFuture() }, [orderCreated])
    const fake = fakeWallet()
    const run = renderRun({ client: bff.client, wallet: fake.wallet, storage: memoryStorage() })
    act(() => run.result.current.start(evmInput()))
    await waitFor(() => expect(run.orders).toEqual([walletOrderId]))
    expect(run.result.current.steps.map((step) => step.step)).toEqual([
      'switching',
      'approving',
      'approving',
      'depositing',
      'deposit-sent',
      'submitting',
      'order-created',
    ])
    expect(run.events.map((event) => event.name)).toEqual(['deposit-sent', 'order-created'])
    expect(fake.sends()).toHaveLength(3)
    expect(bff.submits()).toBe(1)
  })

  it('a double click runs the plan once', async () => {
    const bff = stubBff({ ...builtContractCallPlan, expiresAt: inFuture() }, [orderCreated])
    const fake = fakeWallet()
    const run = renderRun({ client: bff.client, wallet: fake.wallet, storage: memoryStorage() })
    act(() => {
      run.result.current.start(evmInput())
      run.result.current.start(evmInput())
    })
    await waitFor(() => expect(run.orders).toEqual([walletOrderId]))
    expect(bff.builds()).toBe(1)
    expect(fake.sends().filter((send) => send.parameters.value !== undefined)).toHaveLength(1)
  })

  it('after a reload (remount) the deposit already sent is not asked again: only the submit runs', async () => {
    const storage = memoryStorage()
    const bff = stubBff({ ...builtContractCallPlan, expiresAt: inFuture() }, [
      serviceDown,
      orderCreated,
    ])
    const fake = fakeWallet()
    const input = evmInput()
    const first = renderRun({ client: bff.client, wallet: fake.wallet, storage })
    act(() => first.result.current.start(input))
    await waitFor(() => expect(first.result.current.state.step).toBe('failed'))
    expect(fake.sends()).toHaveLength(3)
    expect(first.orders).toEqual([])
    first.unmount()

    const second = renderRun({ client: bff.client, wallet: fake.wallet, storage })
    act(() => second.result.current.start(input))
    await waitFor(() => expect(second.orders).toEqual([walletOrderId]))
    // No switch, approval or deposit the second time; the same deposit hash is submitted.
    expect(fake.calls.filter((call) => call.fn !== 'waitForReceipt')).toHaveLength(4)
    const bodies = await bff.submitBodies()
    expect(bodies.at(-1)?.txHash).toBe(bodies[0]?.txHash)
  })

  it('a TRON transfer: instructions shown, a malformed hash refused before any submit, the right one submitted', async () => {
    const bff = stubBff({ ...tronTransferPlan, expiresAt: inFuture() }, [orderCreated])
    const fake = fakeWallet()
    const run = renderRun({ client: bff.client, wallet: fake.wallet, storage: memoryStorage() })
    // The user's own TRON address: refunds go there; the deposit address is the service's.
    act(() => run.result.current.start(tronTransferInput(tronSender)))
    await waitFor(() => expect(run.result.current.state.step).toBe('transfer'))
    const shown = run.result.current.state
    if (shown.step !== 'transfer') throw new Error('no transfer')
    expect(shown).toMatchObject({ needsHash: true, transfer: { amount: 50_000_000n } })

    act(() => run.result.current.submitHash(`0x${tronTxHash}`))
    await waitFor(() =>
      expect(run.result.current.state).toMatchObject({
        step: 'transfer',
        error: errorWordsEn.run.badHash,
      }),
    )
    expect(bff.submits()).toBe(0)

    act(() => run.result.current.submitHash(tronTxHash))
    await waitFor(() => expect(run.orders).toEqual([walletOrderId]))
    expect((await bff.submitBodies())[0]).toMatchObject({ txHash: tronTxHash })
    expect(fake.calls).toEqual([])
    expect(bff.builds()).toBe(1)
  })

  it('a transfer whose deposit address is the user’s own refund address is refused before anything is shown or asked, in words, and told to the host', async () => {
    const sender = tronSender
    const bff = stubBff({ ...tronTransferPlan, depositAddress: sender, expiresAt: inFuture() }, [
      orderCreated,
    ])
    const fake = fakeWallet()
    const run = renderRun({ client: bff.client, wallet: fake.wallet, storage: memoryStorage() })
    act(() => run.result.current.start(tronTransferInput(sender)))
    await waitFor(() => expect(run.result.current.state.step).toBe('failed'))
    const words = errorWordsEn.mismatch.deposit_address
    expect(run.result.current.state).toMatchObject({ message: expect.stringContaining(words) })
    expect(run.events).toEqual([
      {
        name: 'plan-refused',
        data: { field: 'deposit_address', message: expect.stringContaining(words) },
      },
      { name: 'error', data: { message: expect.stringContaining(words) } },
    ])
    expect(fake.calls).toEqual([])
    expect(bff.submits()).toBe(0)
  })
})
