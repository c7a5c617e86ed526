import { expect, test } from 'vitest'
import {
  awaitingDepositState,
  cancellableOrderStates,
  inFlightOrderStates,
  isAwaitingDepositState,
  isCancellableOrderState,
  isInFlightOrderState,
  isTerminalOrderState,
  isUnpublishedOrderState,
  orderStates,
  terminalOrderStates,
  unpublishedOrderStates,
} from './orderStates.js'

test('every state is exactly one of waiting for a deposit, in flight, or terminal', () => {
  for (const state of orderStates) {
    const groups = [
      isAwaitingDepositState(state),
      isInFlightOrderState(state),
      isTerminalOrderState(state),
    ]
    expect(groups.filter(Boolean)).toHaveLength(1)
  }
})

test('the sets name the states of the spec (golden lists)', () => {
  expect(awaitingDepositState).toBe('pending_deposit')
  expect(terminalOrderStates).toEqual(['delivered', 'delivery_failed'])
  expect(cancellableOrderStates).toEqual(['published', 'partially_filled'])
  expect(unpublishedOrderStates).toEqual(['pending_deposit', 'deposited'])
  expect(inFlightOrderStates).toEqual([
    'deposited',
    'published',
    'partially_filled',
    'terminal_chain',
    'withdrawn_on_hub',
  ])
})

test('a cancellable order is in flight and published; settled-on-hub is neither cancellable nor terminal', () => {
  for (const state of cancellableOrderStates) {
    expect(isInFlightOrderState(state)).toBe(true)
    expect(isUnpublishedOrderState(state)).toBe(false)
  }
  expect(isCancellableOrderState('withdrawn_on_hub')).toBe(false)
  expect(isTerminalOrderState('withdrawn_on_hub')).toBe(false)
  expect(isCancellableOrderState('deposited')).toBe(false)
  expect(isUnpublishedOrderState('deposited')).toBe(true)
})
