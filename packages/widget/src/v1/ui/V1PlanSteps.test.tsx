import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { errorWordsEn } from '../../i18n/errorWordsEn.js'
import { v1SwapEn } from '../../i18n/v1SwapEn.js'
import type { TradeProgress } from '../../trade/TradeProgress.js'
import { V1PlanSteps } from './V1PlanSteps.js'

afterEach(cleanup)

test('each step is listed as it happened, both approvals included, the current one marked; a retried submit once', () => {
  const steps: TradeProgress[] = [
    { step: 'switching', chainId: 8453 },
    { step: 'approving', index: 0, total: 2 },
    { step: 'approving', index: 1, total: 2 },
    { step: 'depositing', value: 0n },
    { step: 'deposit-sent', txHash: '0xab' },
    { step: 'submitting', txHash: '0xab' },
    { step: 'submitting', txHash: '0xab' },
  ]
  render(<V1PlanSteps state={steps.at(-1)!} steps={steps} />)
  const items = within(screen.getByRole('list', { name: v1SwapEn.progress })).getAllByRole(
    'listitem',
  )
  expect(items.map((item) => item.textContent)).toEqual([
    v1SwapEn.steps.switching,
    v1SwapEn.steps.approving(0, 2),
    v1SwapEn.steps.approving(1, 2),
    v1SwapEn.steps.depositing,
    v1SwapEn.steps.depositSent,
    v1SwapEn.steps.submitting,
  ])
  expect(items.at(-1)!.getAttribute('aria-current')).toBe('step')
  expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1)
})

test('a failure is an alert beside the steps done', () => {
  render(
    <V1PlanSteps
      state={{ step: 'failed', message: errorWordsEn.run.approvalFailed, expired: false }}
      steps={[{ step: 'switching', chainId: 8453 }]}
    />,
  )
  expect(screen.getByRole('alert').textContent).toBe(errorWordsEn.run.approvalFailed)
  expect(screen.getByRole('listitem').hasAttribute('aria-current')).toBe(false)
})
