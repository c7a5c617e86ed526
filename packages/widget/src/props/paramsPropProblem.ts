import { paramsResponseSchema } from '@ferry/order-api'
import { paramsPropProblemPrefix } from './widgetPropProblems.js'

/**
 * The whole check of `initialData.params` against the answer's schema, naming the first field
 * that is off. It brings zod, so it loads after the first paint (`useParamsPropProblem`); the
 * shape the form needs to render is checked at once by `widgetPropProblems`.
 */
export function paramsPropProblem(params: unknown): string | undefined {
  const result = paramsResponseSchema.safeParse(params)
  if (result.success) return undefined
  const issue = result.error.issues[0]!
  const path = issue.path.map(String).join('.')
  // zod/mini ships no messages: a wrong type says what was expected.
  const detail = issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message
  return `${paramsPropProblemPrefix} (${path ? `${path}: ` : ''}${detail})`
}
