import {
  type BuildRequest,
  type BuildResponse,
  buildResponseSchema,
  OrderApiError,
  orderIdSchema,
} from '@ferry/order-api'
// Types only: the schemas' module would bring zod's intersection and discriminated union into
// the widget's first load (their calls at module level cannot be tree-shaken).
import type { BuildAttempt, BuildExtras } from '@ferry/order-api/bff'
import { bffClient } from '../query/bffClient.js'
import {
  BuildAttemptUnknownError,
  BuildNotCreatedError,
  BuildOutcomeUnresolvedError,
  BuildUnfundableError,
} from './buildOutcomeErrors.js'

/** How long the widget keeps asking about one unresolved build before handing over to the user. */
export const BUILD_CHECK_WINDOW_SECONDS = 180
const DEFAULT_PACE_SECONDS = 3
const MAX_PACE_SECONDS = 30

export type RequestBuildParameters = {
  bffUrl: string
  request: BuildRequest
  /** Resume checking an earlier attempt instead of building (never build twice on a guess). */
  buildAttemptId?: string
  /** Called when the build's outcome turns out to be unknown and checking starts. */
  onChecking: (buildAttemptId: string) => void
  now: () => number
  sleep: (ms: number) => Promise<void>
}

/** The build as the BFF serves it; `builtAt`/`deadline` are absent from an older BFF. */
export type WidgetBuild = BuildResponse & Partial<BuildExtras>

const paceOf = (seconds: number | undefined) =>
  Math.min(Math.max(seconds ?? DEFAULT_PACE_SECONDS, 1), MAX_PACE_SECONDS)

/**
 * One build through the BFF. When the BFF answers that the outcome is unknown (503) or that an
 * earlier build of the same trade is still unresolved (409), it never builds again: it asks
 * `GET /api/v2/builds/{id}` at the BFF's pace until the order is known to exist or not.
 * Throws `BuildOutcomeUnresolvedError` after the check window, `BuildUnfundableError`,
 * `BuildNotCreatedError` or `BuildAttemptUnknownError` for the other outcomes, or the
 * build's own error.
 */
export async function requestBuild(parameters: RequestBuildParameters): Promise<WidgetBuild> {
  let buildAttemptId = parameters.buildAttemptId
  let pace = DEFAULT_PACE_SECONDS
  if (buildAttemptId === undefined) {
    try {
      return await bffClient(parameters.bffUrl).build(parameters.request)
    } catch (error) {
      const unresolved = unresolvedAttemptOf(error)
      if (!unresolved) throw error
      buildAttemptId = unresolved.buildAttemptId
      pace = unresolved.waitFirst ? paceOf(unresolved.retryAfterSeconds) : 0
    }
  }
  parameters.onChecking(buildAttemptId)
  const until = parameters.now() + BUILD_CHECK_WINDOW_SECONDS
  while (true) {
    if (pace > 0) await parameters.sleep(pace * 1000)
    const answer = await readAttempt(parameters.bffUrl, buildAttemptId)
    if (answer.kind === 'gone') throw new BuildAttemptUnknownError()
    if (answer.kind === 'attempt') {
      const attempt = answer.attempt
      if (attempt.status === 'created') return attempt.build
      if (attempt.status === 'created_unfundable')
        throw new BuildUnfundableError({ orderId: attempt.orderId })
      if (attempt.status === 'not_created') throw new BuildNotCreatedError()
    }
    pace = paceOf(answer.retryAfterSeconds ?? pace)
    if (parameters.now() + pace > until) throw new BuildOutcomeUnresolvedError({ buildAttemptId })
  }
}

/** The attempt named by a 503 `BuildOutcomeUnknownException` or 409 `…PendingException` body. */
function unresolvedAttemptOf(error: unknown) {
  if (!OrderApiError.isInstance(error)) return undefined
  const body = (error.body ?? {}) as { name?: unknown; buildAttemptId?: unknown }
  const buildAttemptId = body.buildAttemptId
  if (typeof buildAttemptId !== 'string' || buildAttemptId === '') return undefined
  if (error.status === 503 && body.name === 'BuildOutcomeUnknownException')
    return { buildAttemptId, retryAfterSeconds: error.retryAfterSeconds, waitFirst: true }
  if (error.status === 409 && body.name === 'BuildOutcomePendingException')
    return { buildAttemptId, waitFirst: false }
  return undefined
}

type AttemptAnswer =
  | {
      kind: 'attempt'
      attempt: BuildAttempt
      retryAfterSeconds?: number
    }
  | { kind: 'gone' }
  | { kind: 'unanswered'; retryAfterSeconds?: number }

/** One look at an attempt; a failed look (network, 5xx, odd body) is just no answer yet. */
async function readAttempt(bffUrl: string, buildAttemptId: string): Promise<AttemptAnswer> {
  const url = `${bffUrl.replace(/\/+$/, '')}/api/v2/builds/${encodeURIComponent(buildAttemptId)}`
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' } })
    const retryAfter = response.headers.get('retry-after')
    const retryAfterSeconds =
      retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined
    const timing = retryAfterSeconds === undefined ? {} : { retryAfterSeconds }
    if (response.status === 404) return { kind: 'gone' }
    if (!response.ok) return { kind: 'unanswered', ...timing }
    const parsed = parseAttempt(await response.json())
    return parsed.success
      ? { kind: 'attempt', attempt: parsed.data, ...timing }
      : { kind: 'unanswered', ...timing }
  } catch {
    return { kind: 'unanswered' }
  }
}

type CreatedBuild = Extract<BuildAttempt, { status: 'created' }>['build']

const isExtra = (value: unknown) => value === null || Number.isSafeInteger(value)

/**
 * `buildAttemptSchema` of `@ferry/order-api/bff`, checked by hand (see the import above).
 */
function parseAttempt(body: unknown): { success: true; data: BuildAttempt } | { success: false } {
  const value = (body ?? {}) as { status?: unknown; build?: unknown; orderId?: unknown }
  if (value.status === 'pending' || value.status === 'not_created')
    return { success: true, data: { status: value.status } }
  if (value.status === 'created_unfundable' && orderIdSchema.safeParse(value.orderId).success)
    return {
      success: true,
      data: { status: value.status, orderId: value.orderId as string },
    }
  const build = value.build as { builtAt?: unknown; deadline?: unknown } | undefined
  if (
    value.status === 'created' &&
    buildResponseSchema.safeParse(build).success &&
    isExtra(build?.builtAt) &&
    isExtra(build?.deadline)
  )
    return { success: true, data: { status: 'created', build: build as CreatedBuild } }
  return { success: false }
}
