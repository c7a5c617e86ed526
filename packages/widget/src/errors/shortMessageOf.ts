/**
 * The one-line text of a thrown value: Ferry's and viem's errors carry a `shortMessage` written
 * for people, other errors their `message`, anything else its string form.
 */
export function shortMessageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
    if (typeof shortMessage === 'string' && shortMessage) return shortMessage
    if (typeof message === 'string') return message
  }
  return String(error)
}
