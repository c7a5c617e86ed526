export type BaseErrorParameters = {
  cause?: unknown
  details?: string
  metaMessages?: string[]
}

const marker = Symbol.for('ferry.error.BaseError')

/**
 * Root of Ferry's errors: a one-line `shortMessage` for people, optional `details` and
 * `metaMessages`, and the `cause` chain. Recognised across bundled copies through a global marker.
 */
export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: string[] | undefined
  readonly [marker] = true

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const lines = [shortMessage, ...(parameters.metaMessages ?? [])]
    if (parameters.details) lines.push(`Details: ${parameters.details}`)
    super(lines.join('\n'), parameters.cause === undefined ? {} : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = parameters.details
    this.metaMessages = parameters.metaMessages
  }

  /** Follows `cause` to the deepest error, or to the first one `match` accepts. */
  walk(match?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    while (current instanceof Error) {
      if (match?.(current)) return current
      if (current.cause === undefined) return match ? undefined : current
      current = current.cause
    }
    return match ? (match(current) ? current : undefined) : current
  }

  static isInstance(value: unknown): value is BaseError {
    return typeof value === 'object' && value !== null && marker in value
  }
}
