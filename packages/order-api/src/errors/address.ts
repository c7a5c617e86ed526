import { BaseError } from './base.js'

const marker = Symbol.for('ferry.error.InvalidAddressError')

export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  readonly address: string
  readonly family: 'evm' | 'tron'
  readonly [marker] = true

  constructor(parameters: {
    address: string
    family: 'evm' | 'tron'
    reason?: string
    cause?: unknown
  }) {
    const { address, family, reason, cause } = parameters
    const expected =
      family === 'evm'
        ? '0x and 40 hex characters, in lowercase or its exact EIP-55 checksum'
        : 'a TRON address in base58 (T…) or hex41 (41…) form'
    super(`"${address}" is not a valid ${family === 'evm' ? 'EVM' : 'TRON'} address`, {
      details: reason ?? `expected ${expected}`,
      cause,
    })
    this.address = address
    this.family = family
  }

  static override isInstance(value: unknown): value is InvalidAddressError {
    return typeof value === 'object' && value !== null && marker in value
  }
}
