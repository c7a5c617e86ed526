import { describe, expect, it } from 'vitest'
import { fakeBff, fakeWallet, run, submitted } from '../../test/v1/runV1PlanHarness.js'
import {
  depositContract,
  json,
  order,
  quoteId,
  usdcBase,
  wallet,
  walletOrderId,
} from '../../test/v1/v1Fixtures.js'
import { V1RunError } from '../errors/V1RunError.js'
import { createMemoryDepositLedger } from './depositLedger.js'

describe('runV1Plan, a contract-call plan', () => {
  it('switches, approves in order waiting for receipts, deposits once with its value, submits once', async () => {
    const { wallet: fake, calls } = fakeWallet()
    const bff = fakeBff([submitted])
    const { result, progress } = run({ client: bff.client, wallet: fake })
    await expect(result).resolves.toEqual({
      kind: 'submitted',
      orderId: walletOrderId,
      txHash: `0x${'0'.repeat(63)}3`,
      recovered: false,
    })
    expect(calls.map((call) => call.fn)).toEqual([
      'switchChain',
      'sendTransaction',
      'waitForReceipt',
      'sendTransaction',
      'waitForReceipt',
      'sendTransaction',
    ])
    expect(calls[0]?.parameters).toEqual({ chainId: 8453 })
    expect(calls[1]?.parameters).toMatchObject({ to: usdcBase, data: '0x095ea7b300' })
    expect(calls[3]?.parameters).toMatchObject({ data: '0x095ea7b301' })
    expect(calls[5]?.parameters).toEqual({
      chainId: 8453,
      account: wallet,
      to: depositContract,
      data: '0xdeadbeef',
      value: 100_000_000n,
    })
    expect(await bff.submitBodies()).toEqual([
      { quoteId, routeId: 'Native', txHash: `0x${'0'.repeat(63)}3` },
    ])
    expect(progress.map((step) => step.step)).toEqual([
      'switching',
      'approving',
      'approving',
      'depositing',
      'deposit-sent',
      'submitting',
      'order-created',
    ])
    expect(progress.at(-1)).toEqual({
      step: 'order-created',
      orderId: walletOrderId,
      srcChainId: 8453,
      dstChainId: 42161,
      recovered: false,
    })
  })

  it('never deposits twice: a run after a failed submit only submits the same hash', async () => {
    const { wallet: fake, sends } = fakeWallet()
    const ledger = createMemoryDepositLedger()
    const offline = fakeBff([
      () => {
        throw new TypeError('fetch failed')
      },
    ])
    offline.fetch.mockImplementation(async () => {
      throw new TypeError('fetch failed')
    })
    await expect(run({ client: offline.client, wallet: fake, ledger }).result).rejects.toThrow()
    expect(sends()).toHaveLength(3)

    const online = fakeBff([submitted])
    const retry = run({ client: online.client, wallet: fake, ledger })
    await expect(retry.result).resolves.toMatchObject({ kind: 'submitted', orderId: walletOrderId })
    expect(sends()).toHaveLength(3)
    expect(retry.progress.map((step) => step.step)).toEqual(['submitting', 'order-created'])
    expect((await online.submitBodies())[0]?.txHash).toBe(`0x${'0'.repeat(63)}3`)
  })

  it('recovers the order by looking it up when the submit says the deposit exists', async () => {
    const { wallet: fake } = fakeWallet()
    const depositRecorded = () =>
      json({ name: 'InternalErrorException', message: 'Deposit was submitted, but failed' }, 500)
    const bff = fakeBff([depositRecorded], [{ ...order, depositTxHash: `0x${'0'.repeat(63)}3` }])
    const { result } = run({ client: bff.client, wallet: fake })
    await expect(result).resolves.toMatchObject({ orderId: walletOrderId, recovered: true })
    expect(await bff.submitBodies()).toHaveLength(1)
    const lookup = bff.requests.find((request) => request.method === 'GET')
    expect(lookup?.url).toContain(`txHashSearch=0x${'0'.repeat(63)}3`)
  })

  it('stops before the deposit when an approval fails on chain', async () => {
    const { wallet: fake, sends } = fakeWallet({ reverted: [0] })
    const bff = fakeBff([submitted])
    const error = await run({ client: bff.client, wallet: fake }).result.catch((e) => e)
    expect(V1RunError.isInstance(error) && error.reason).toBe('approval_failed')
    expect(sends()).toHaveLength(1)
    expect(bff.fetch).not.toHaveBeenCalled()
  })

  it('lets a refused deposit be asked again, but not one whose outcome is unknown', async () => {
    const refused = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const first = fakeWallet({ failSend: (index) => (index === 2 ? refused : undefined) })
    const ledger = createMemoryDepositLedger()
    const bff = fakeBff([submitted])
    await expect(run({ client: bff.client, wallet: first.wallet, ledger }).result).rejects.toBe(
      refused,
    )
    const again = fakeWallet()
    await expect(
      run({ client: bff.client, wallet: again.wallet, ledger }).result,
    ).resolves.toMatchObject({ kind: 'submitted' })

    const timeout = Object.assign(new Error('took too long'), { name: 'TimeoutError' })
    const lost = fakeWallet({ failSend: (index) => (index === 2 ? timeout : undefined) })
    const otherLedger = createMemoryDepositLedger()
    await expect(
      run({ client: bff.client, wallet: lost.wallet, ledger: otherLedger }).result,
    ).rejects.toBe(timeout)
    const retry = fakeWallet()
    const error = await run({
      client: bff.client,
      wallet: retry.wallet,
      ledger: otherLedger,
    }).result.catch((e) => e)
    expect(V1RunError.isInstance(error) && error.reason).toBe('deposit_outcome_unknown')
    expect(retry.sends()).toHaveLength(0)
  })

  it('sends no deposit once the plan has expired, even when approvals took the time', async () => {
    const { wallet: fake, sends } = fakeWallet()
    const bff = fakeBff([submitted])
    const expiresAt = 1_800_000_060
    const late = await run({ client: bff.client, wallet: fake, now: () => expiresAt }).result.catch(
      (e) => e,
    )
    expect(V1RunError.isInstance(late) && late.reason).toBe('plan_expired')
    expect(sends()).toHaveLength(0)

    // The clock passes the plan's expiry while the wallet confirms the approvals.
    let clock = expiresAt - 30
    const slow = fakeWallet()
    const slowWallet = {
      ...slow.wallet,
      waitForReceipt: async (parameters: Parameters<typeof slow.wallet.waitForReceipt>[0]) => {
        clock += 20
        return slow.wallet.waitForReceipt(parameters)
      },
    }
    const error = await run({
      client: bff.client,
      wallet: slowWallet,
      now: () => clock,
    }).result.catch((e) => e)
    expect(V1RunError.isInstance(error) && error.reason).toBe('plan_expired')
    expect(slow.sends()).toHaveLength(2)
    expect(bff.fetch).not.toHaveBeenCalled()
  })

  it('does nothing once aborted', async () => {
    const { wallet: fake, calls } = fakeWallet()
    const bff = fakeBff([submitted])
    const controller = new AbortController()
    controller.abort()
    await expect(
      run({ client: bff.client, wallet: fake, signal: controller.signal }).result,
    ).rejects.toThrow()
    expect(calls).toHaveLength(0)
  })
})
