import { BaseError } from './base.js'

const marker = Symbol.for('ferry.error.AmountError')

export type AmountErrorReason =
  | 'empty'
  | 'negative'
  | 'exponent'
  | 'too_many_decimals'
  | 'not_a_number'
  | 'zero'

const explanations: Record<AmountErrorReason, string> = {
  empty: 'Enter an amount',
  negative: 'The amount cannot be negative',
  exponent: 'Write the amount out in full, without an exponent',
  too_many_decimals: 'The amount has more decimal places than the token allows',
  not_a_number: 'The amount must be a number such as 12.5',
  zero: 'The amount must be more than zero',
}

/** Decimal text that cannot be turned into base units. */
export class AmountError extends BaseError {
  override name = 'AmountError'
  readonly reason: AmountErrorReason
  readonly text: string
  readonly [marker] = true
  constructor(parameters: { reason: AmountErrorReason; text: string; decimals?: number }) {
    const { reason, text, decimals } = parameters
    super(explanations[reason], {
      details:
        reason === 'too_many_decimals' && decimals !== undefined
          ? `"${text}" has more than ${decimals} decimal places`
          : `"${text}"`,
    })
    this.reason = reason
    this.text = text
  }
  static override isInstance(value: unknown): value is AmountError {
    return typeof value === 'object' && value !== null && marker in value
  }
}
