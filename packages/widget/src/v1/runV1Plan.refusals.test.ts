import type { V1DepositPlanWire } from '@ferry/order-api/v1'
import { V1PlanError } from '@ferry/order-api/v1'
import { describe, expect, it } from 'vitest'
import { decode, fakeBff, fakeWallet, run, submitted } from '../../test/v1/runV1PlanHarness.js'
import {
  depositContract,
  evmTransferPlan,
  json,
  otherWallet,
  quoteId,
  sendAction,
  tronTransferPlan,
  tronTxHash,
  usdcBase,
  walletOrderId,
} from '../../test/v1/v1Fixtures.js'
import { V1RunError } from '../errors/V1RunError.js'
import type { RunV1PlanParameters } from './runV1Plan.js'

const switchTo = (chainId: string) => ({
  type: 'eip1193_request' as const,
  request: {
    method: 'wallet_switchEthereumChain' as const,
    params: [{ chainId }] as [{ chainId: string }],
  },
})
const deposit = sendAction({ to: depositContract, data: '0xdeadbeef', value: '0x1', deposit: true })
const approve = sendAction({ to: usdcBase, data: '0x095ea7b3', waitForReceipt: true })
const callPlan = (approvals: unknown[]) =>
  ({ kind: 'CONTRACT_CALL', approvals }) as V1DepositPlanWire

const hostile: [string, Partial<RunV1PlanParameters>, string][] = [
  [
    'two actions flagged as the deposit',
    { plan: decode(callPlan([deposit, deposit])) },
    'several_deposit_actions',
  ],
  ['no deposit flag', { plan: decode(callPlan([approve])) }, 'no_deposit_action'],
  [
    'a transaction from another wallet',
    {
      plan: decode(
        callPlan([
          {
            ...deposit,
            request: {
              ...deposit.request,
              params: [{ ...deposit.request.params[0], from: otherWallet }],
            },
          },
        ]),
      ),
    },
    'wrong_sender',
  ],
  [
    'a switch to another chain',
    { plan: decode(callPlan([switchTo('0x1'), deposit])) },
    'switch_to_other_chain',
  ],
  [
    'a transaction with both fee kinds',
    {
      plan: decode(
        callPlan([
          {
            ...deposit,
            request: {
              ...deposit.request,
              params: [{ ...deposit.request.params[0], gasPrice: '0x1', maxFeePerGas: '0x2' }],
            },
          },
        ]),
      ),
    },
    'mixed_fee_fields',
  ],
  [
    'an action after the deposit',
    { plan: decode(callPlan([deposit, approve])) },
    'action_after_deposit',
  ],
  [
    'a Solana action',
    {
      plan: decode(
        callPlan([{ type: 'solana_sendTransaction', transaction: 'AQID', deposit: true }]),
      ),
    },
    'needs_solana_wallet',
  ],
  ['a Solana source', { fromChainId: 20011000000 }, 'needs_solana_wallet'],
  [
    'a transfer on another chain',
    { plan: decode({ ...evmTransferPlan, chainId: 1 }) },
    'wrong_chain',
  ],
  ['no wallet address for a contract call', { address: undefined }, 'no_wallet_address'],
]

describe('runV1Plan refuses hostile plans before any wallet call', () => {
  it.each(hostile)('%s', async (_name, overrides, reason) => {
    const { wallet: fake, calls } = fakeWallet()
    const bff = fakeBff([submitted])
    const error = await run({ client: bff.client, wallet: fake, ...overrides }).result.catch(
      (e) => e,
    )
    expect(V1RunError.isInstance(error) || V1PlanError.isInstance(error)).toBe(true)
    expect((error as { reason: string }).reason).toBe(reason)
    expect(calls).toHaveLength(0)
    expect(bff.fetch).not.toHaveBeenCalled()
  })
})

describe('runV1Plan, deposit-address plans', () => {
  it('returns what the user must send and sends nothing', async () => {
    const { wallet: fake, calls } = fakeWallet()
    const bff = fakeBff([submitted])
    const { result } = run({ client: bff.client, wallet: fake, plan: decode(evmTransferPlan) })
    await expect(result).resolves.toEqual({
      kind: 'transfer',
      needsHash: false,
      transfer: {
        depositAddress: depositContract,
        amount: 100_000_000n,
        token: usdcBase,
        chainId: 8453,
        memo: 'ferry-1',
        expiresAt: 1_800_000_600,
        orderId: 'fedcba9876543210fedcba9876543210',
      },
    })
    expect(calls).toHaveLength(0)
    expect(bff.fetch).not.toHaveBeenCalled()
  })

  const tron = {
    plan: decode(tronTransferPlan),
    fromChainId: 728126428,
    address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  }

  it('asks for the TRON transfer hash, refuses a malformed one, then submits it once', async () => {
    const { wallet: fake, calls } = fakeWallet()
    const bff = fakeBff([() => json({ orderId: walletOrderId, txHash: tronTxHash })])
    await expect(run({ client: bff.client, wallet: fake, ...tron }).result).resolves.toMatchObject({
      kind: 'transfer',
      needsHash: true,
    })
    const malformed = await run({
      client: bff.client,
      wallet: fake,
      ...tron,
      transferTxHash: `0x${tronTxHash}`,
    }).result.catch((e) => e)
    expect(V1RunError.isInstance(malformed) && malformed.reason).toBe('bad_transfer_hash')
    expect(bff.fetch).not.toHaveBeenCalled()

    const { result, progress } = run({
      client: bff.client,
      wallet: fake,
      ...tron,
      transferTxHash: ` ${tronTxHash} `,
    })
    await expect(result).resolves.toMatchObject({ kind: 'submitted', orderId: walletOrderId })
    expect(await bff.submitBodies()).toEqual([{ quoteId, routeId: 'Native', txHash: tronTxHash }])
    expect(progress.map((step) => step.step)).toEqual(['submitting', 'order-created'])
    expect(calls).toHaveLength(0)
  })

  it('submits a Bitcoin transfer by its hash, and refuses an EVM-looking one', async () => {
    const { wallet: fake, calls } = fakeWallet()
    const bff = fakeBff([() => json({ orderId: walletOrderId, txHash: tronTxHash })])
    const bitcoin = {
      plan: decode({
        kind: 'TRANSFER',
        depositAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        amount: '150000',
        token: 'BTC',
        chainId: 0,
        submitTxHashRequested: true,
      }),
      fromChainId: 0,
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    }
    const evmLooking = await run({
      client: bff.client,
      wallet: fake,
      ...bitcoin,
      transferTxHash: `0x${tronTxHash}`,
    }).result.catch((e) => e)
    expect(V1RunError.isInstance(evmLooking) && evmLooking.reason).toBe('bad_transfer_hash')
    const { result } = run({
      client: bff.client,
      wallet: fake,
      ...bitcoin,
      transferTxHash: tronTxHash,
    })
    await expect(result).resolves.toMatchObject({ kind: 'submitted', orderId: walletOrderId })
    expect(await bff.submitBodies()).toEqual([{ quoteId, routeId: 'Native', txHash: tronTxHash }])
    expect(calls).toHaveLength(0)
  })
})
