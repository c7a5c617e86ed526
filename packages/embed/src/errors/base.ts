const marker = Symbol.for('ferry.error.BaseError')

/** Whether `value` carries the global error marker `key` (it may come from another bundle). */
export const hasMarker = (value: unknown, key: symbol): boolean =>
  typeof value === 'object' && value !== null && key in value

/**
 * The embed's root error, shaped like `@ferry/order-api`'s `BaseError` (`shortMessage`,
 * `details`, `metaMessages`, `walk()`) and carrying the same global marker, so the widget's and
 * the host's checks accept it. A local copy: the loader stays dependency-free and within its
 * size budget. Embed errors have no cause, so `walk` finds only the error itself.
 */
export class BaseError extends Error {
  override name = 'BaseError'
  // A field rather than a constructor: initialised right after Error's, in fewer bytes.
  readonly shortMessage: string = this.message
  // Never set here; declared (no emitted field) to match order-api's shape in fewer bytes.
  declare readonly details: string | undefined
  declare readonly metaMessages: string[] | undefined
  readonly [marker] = true

  walk(match?: (error: unknown) => boolean): unknown {
    return !match || match(this) ? this : undefined
  }

  static isInstance(value: unknown): value is BaseError {
    return hasMarker(value, marker)
  }
}
