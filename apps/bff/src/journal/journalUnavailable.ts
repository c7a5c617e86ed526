import { BaseError } from '@ferry/order-api'

const journalUnavailableMarker = Symbol.for('ferry.error.JournalUnavailableError')

/** How long a browser is asked to wait when the journal database cannot be written. */
export const JOURNAL_RETRY_AFTER_SECONDS = 5

/**
 * The journal database failed at a step that comes before anything is sent upstream (a build or
 * submit is journaled first, so it is not sent at all). Answered 503 with Retry-After.
 */
export class JournalUnavailableError extends BaseError {
  override name = 'JournalUnavailableError'
  readonly [journalUnavailableMarker] = true
  constructor(parameters: { cause: unknown }) {
    super('The journal database could not be written before sending', {
      cause: parameters.cause,
    })
  }
  static override isInstance(value: unknown): value is JournalUnavailableError {
    return typeof value === 'object' && value !== null && journalUnavailableMarker in value
  }
}

/** Runs a journal step that precedes sending; any failure of it is a JournalUnavailableError. */
export async function beforeSending<result>(step: () => Promise<result>): Promise<result> {
  try {
    return await step()
  } catch (error) {
    throw JournalUnavailableError.isInstance(error)
      ? error
      : new JournalUnavailableError({ cause: error })
  }
}

export const journalUnavailableBody = {
  name: 'ServiceUnavailableException' as const,
  message:
    'This app cannot record the request right now, so nothing was sent to the Order Service. Retry shortly.',
}
