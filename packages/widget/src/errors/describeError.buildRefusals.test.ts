import { OrderApiError } from '@ferry/order-api'
import { expect, test } from 'vitest'
import { errorWordsLoaders } from '../i18n/errorWordsCatalogs.js'
import { loadMessages } from '../i18n/locales.js'
import { describeError } from './describeError.js'

// Every 400 of the build table that names a request field (spec v2: Build errors), as sent.
const fieldRefusals = [
  'refundAddr is not an activated Tron account; send it TRX once',
  'payoutAddr is not an activated Tron account; send it TRX once',
  'payoutAddr is required for destination chain 728126428',
  'refundAddr is required for source chain 728126428',
  'Address TXYZ is not a valid recipient on chain 728126428',
  'Computed publishedOutcome is zero - amount below the minimum economic threshold',
]
// A request field's name as the API spells it: a lowercase word with a capital inside.
const fieldName = /\b(refundAddr|payoutAddr|publishedOutcome|[a-z]+[A-Z][A-Za-z]*)\b/

test.each(Object.keys(errorWordsLoaders))(
  'in %s, a build refused over a field is said in sentences, never with the field’s name',
  async (tag) => {
    const [messages, words] = await Promise.all([loadMessages(tag), errorWordsLoaders[tag]!()])
    for (const refusal of fieldRefusals) {
      const error = new OrderApiError({
        status: 400,
        body: { error: refusal },
        requestId: 'r-1',
        operation: 'build',
      })
      const { message } = describeError({ error, messages, words })
      expect(message, refusal).not.toMatch(fieldName)
      expect(message, refusal).not.toContain(refusal)
      expect(message.length, refusal).toBeGreaterThan(10)
    }
  },
)
