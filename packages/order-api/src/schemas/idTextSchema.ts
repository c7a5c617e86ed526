import * as z from 'zod/mini'

/**
 * No control character (Unicode's Cc: C0, DEL, C1): no id, hash or address has one. A pattern
 * rather than a refinement, so the OpenAPI document shows the rule.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it refuses.
const noControlCharacter = /^[^\u0000-\u001f\u007f-\u009f]*$/

/**
 * A free-form id as a request carries it (a quote id, a build id, a token address the service
 * matches itself): 1 (or, with `allowEmpty`, 0) to `max` characters, none a control
 * character. A NUL, a line break or an escape in an id is never a typo the service could
 * resolve, and would otherwise reach logs and database writes (PostgreSQL refuses a NUL in
 * text). The one rule for every free-form id field of the v1 and v2 request schemas; ids with a
 * fixed format (order ids, hashes, nonces, addresses, route ids) are patterns or lists that admit
 * no control character already.
 */
export function idTextSchema(parameters: { max: number; allowEmpty?: boolean }) {
  return z
    .string()
    .check(
      ...(parameters.allowEmpty ? [] : [z.minLength(1, 'is required')]),
      z.maxLength(parameters.max),
      z.regex(noControlCharacter, 'must not contain control characters'),
    )
}
