import { BaseError } from '@ferry/order-api'
import type { PlanRefusalField } from '@ferry/order-api/bff'

const marker = Symbol.for('ferry.error.PlanMismatchError')

/**
 * The part of a plan that differs from the trade the user accepted, or breaks a rule of the
 * service's spec, found before any wallet prompt (`verifyPlan`); the BFF counts them by it.
 */
export type PlanMismatchField = PlanRefusalField

export type PlanMismatchErrorParameters = {
  field: PlanMismatchField
  /** Which step of the plan differs (its index in `plan.steps`), or undefined for the order. */
  step: number | undefined
  /** What the accepted trade or the rule calls for, and what the plan has (for developers). */
  expected: string
  actual: string
}

/**
 * The swap was stopped before the wallet opened: a payload of the plan differs from the trade
 * the user accepted. `shortMessage` is English for developers; the widget's words come from
 * `field`.
 */
export class PlanMismatchError extends BaseError {
  override name = 'PlanMismatchError'
  readonly field: PlanMismatchField
  readonly step: number | undefined
  readonly expected: string
  readonly actual: string
  readonly [marker] = true

  constructor(parameters: PlanMismatchErrorParameters) {
    const where = parameters.step === undefined ? 'the order' : `step ${parameters.step}`
    super(`The plan's ${parameters.field} differs from the accepted trade (${where})`, {
      details: `expected ${parameters.expected}, found ${parameters.actual}`,
    })
    this.field = parameters.field
    this.step = parameters.step
    this.expected = parameters.expected
    this.actual = parameters.actual
  }

  static override isInstance(value: unknown): value is PlanMismatchError {
    return typeof value === 'object' && value !== null && marker in value
  }
}
