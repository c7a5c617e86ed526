import { describe, expect, test } from 'vitest'
import { contractCallPlan, transferPlan, wallet } from '../../../test/v1/fixtures.js'
import { V1PlanError } from '../errors/V1PlanError.js'
import { v1DepositPlanSchema } from '../schemas/build.js'
import { checkDepositPlan } from './checkDepositPlan.js'

const plan = (wire: unknown) => v1DepositPlanSchema.parse(wire)
const actions = (contractCallPlan as { approvals: Record<string, unknown>[] }).approvals
const [switchChain, approve, deposit] = actions as [
  Record<string, unknown>,
  Record<string, unknown>,
  Record<string, unknown>,
]
const reasonOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return V1PlanError.isInstance(error) ? error.reason : error
  }
  return 'passed'
}

describe('contract-call plans', () => {
  test('a sound plan gives the index of its one deposit action', () => {
    expect(checkDepositPlan({ plan: plan(contractCallPlan), chainId: 8453, from: wallet })).toEqual(
      { depositIndex: 2 },
    )
  })

  test.each([
    ['no action', [], 'no_actions'],
    ['no deposit flag', [switchChain, approve], 'no_deposit_action'],
    [
      'two deposit flags',
      [switchChain, { ...approve, deposit: true }, deposit],
      'several_deposit_actions',
    ],
    [
      'a flagged chain switch',
      [{ ...switchChain, waitForReceipt: true }, deposit],
      'flagged_chain_switch',
    ],
  ])('refuses a plan with %s', (_, approvals, reason) => {
    expect(
      reasonOf(() =>
        checkDepositPlan({ plan: plan({ kind: 'CONTRACT_CALL', approvals }), chainId: 8453 }),
      ),
    ).toBe(reason)
  })

  test('refuses a transaction sent from another wallet; letter case does not matter', () => {
    const other = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
    expect(
      reasonOf(() =>
        checkDepositPlan({ plan: plan(contractCallPlan), chainId: 8453, from: other }),
      ),
    ).toBe('wrong_sender')
    expect(
      reasonOf(() =>
        checkDepositPlan({
          plan: plan(contractCallPlan),
          chainId: 8453,
          from: wallet.toUpperCase().replace('0X', '0x'),
        }),
      ),
    ).toBe('passed')
  })

  test('a Solana plan has its deposit flagged too', () => {
    const solana = {
      kind: 'CONTRACT_CALL',
      approvals: [{ type: 'solana_sendTransaction', transaction: 'AQID', deposit: true }],
    }
    expect(checkDepositPlan({ plan: plan(solana), chainId: 20011000000 })).toEqual({
      depositIndex: 0,
    })
  })
})

describe('transfer plans', () => {
  test('a transfer on the source chain to an address of it passes, with no deposit index', () => {
    expect(checkDepositPlan({ plan: plan(transferPlan), chainId: 728126428 })).toEqual({
      depositIndex: undefined,
    })
  })

  test.each([
    ['on another chain', { chainId: 1 }, 728126428, 'wrong_chain'],
    ['to an EVM address on TRON', { depositAddress: wallet }, 728126428, 'bad_deposit_address'],
    ['for nothing', { amount: '0' }, 728126428, 'zero_amount'],
  ])('refuses a transfer %s', (_, change, chainId, reason) => {
    expect(
      reasonOf(() => checkDepositPlan({ plan: plan({ ...transferPlan, ...change }), chainId })),
    ).toBe(reason)
  })
})
