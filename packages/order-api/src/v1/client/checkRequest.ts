import * as z from 'zod/mini'
import { describeIssues } from '../../schemas/describeIssues.js'
import { V1RequestError } from '../errors/V1RequestError.js'

/** Checks a request against its schema, or throws V1RequestError naming every problem. */
export function checkRequest<schema extends z.ZodMiniType>(
  schema: schema,
  value: unknown,
  what: string,
): z.infer<schema> {
  const checked = schema.safeParse(value)
  if (checked.success) return checked.data
  throw new V1RequestError({
    reason: 'invalid_request',
    message: `The ${what} request is not valid`,
    problems: describeIssues(checked.error.issues),
  })
}

/** The wire form of a checked request (amounts written back as decimal strings). */
export function encodeRequest<schema extends z.ZodMiniType>(
  schema: schema,
  value: unknown,
  what: string,
): z.input<schema> {
  return z.encode(schema, checkRequest(schema, value, what))
}
