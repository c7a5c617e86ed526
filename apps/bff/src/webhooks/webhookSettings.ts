import { Webhook } from 'standardwebhooks'
import { settingDefault } from '../config/configSettings.js'
import type { WebhookBackoff } from './webhookBackoff.js'

/** The variables parseWebhookSettings reads (outside envSchema, like v1's). */
export const webhookVariables = [
  'WEBHOOK_URLS',
  'WEBHOOK_SECRET',
  'WEBHOOK_OPERATOR_TOKEN',
  'WEBHOOK_RETRY_BASE_MS',
  'WEBHOOK_RETRY_MAX_MS',
  'WEBHOOK_MAX_ATTEMPTS',
  'WEBHOOK_TIMEOUT_MS',
] as const

/** Where and how the BFF sends order events (WEBHOOK_*); absent when no URL is set. */
export type WebhookSettings = {
  urls: string[]
  /** `whsec_<base64>`: receivers verify with the same secret. */
  secret: string
  /** Bearer token of `POST /api/operator/webhooks/:eventId/replay`; no token, no endpoint. */
  operatorToken?: string
  backoff: WebhookBackoff
  /** How long one POST may take before it counts as failed. Default 10 000 ms. */
  timeoutMs?: number
}

function urlProblem(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `"${value}" is not a URL`
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `"${value}" is not http(s)`
  if (url.username || url.password) return `"${value}" carries credentials: sign, do not embed`
  return undefined
}

const wholeNumber = (
  name:
    | 'WEBHOOK_RETRY_BASE_MS'
    | 'WEBHOOK_RETRY_MAX_MS'
    | 'WEBHOOK_MAX_ATTEMPTS'
    | 'WEBHOOK_TIMEOUT_MS',
  environment: Record<string, string | undefined>,
  problems: string[],
) => {
  const text = environment[name] || settingDefault(name)
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1) {
    problems.push(`${name}: must be a whole number above 0`)
    return 1
  }
  return Number(text)
}

/**
 * The WEBHOOK_* variables, checked; the problems are returned by variable name (parseConfig
 * reports them with the others).
 */
export function parseWebhookSettings(
  environment: Record<string, string | undefined>,
): { ok: true; settings?: WebhookSettings } | { ok: false; problems: string[] } {
  const problems: string[] = []
  const urls = (environment.WEBHOOK_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
  for (const url of urls) {
    const problem = urlProblem(url)
    if (problem) problems.push(`WEBHOOK_URLS: ${problem}`)
  }
  const secret = environment.WEBHOOK_SECRET
  if (urls.length > 0 && !secret)
    problems.push('WEBHOOK_SECRET: missing (required with WEBHOOK_URLS)')
  if (secret) {
    try {
      if (!secret.startsWith('whsec_')) throw new Error('no prefix')
      new Webhook(secret)
    } catch {
      problems.push('WEBHOOK_SECRET: must be whsec_ and the base64 of at least 24 random bytes')
    }
    if (secret.startsWith('whsec_') && Buffer.from(secret.slice(6), 'base64').length < 24)
      problems.push('WEBHOOK_SECRET: must be whsec_ and the base64 of at least 24 random bytes')
  }
  const operatorToken = environment.WEBHOOK_OPERATOR_TOKEN
  if (operatorToken !== undefined && operatorToken !== '' && operatorToken.length < 32)
    problems.push('WEBHOOK_OPERATOR_TOKEN: must be at least 32 characters (openssl rand -hex 32)')
  const backoff: WebhookBackoff = {
    baseMs: wholeNumber('WEBHOOK_RETRY_BASE_MS', environment, problems),
    maxMs: wholeNumber('WEBHOOK_RETRY_MAX_MS', environment, problems),
    maxAttempts: wholeNumber('WEBHOOK_MAX_ATTEMPTS', environment, problems),
  }
  const timeoutMs = wholeNumber('WEBHOOK_TIMEOUT_MS', environment, problems)
  if (problems.length > 0) return { ok: false, problems: [...new Set(problems)] }
  if (urls.length === 0 || !secret) return { ok: true }
  return {
    ok: true,
    settings: {
      urls,
      secret,
      ...(operatorToken ? { operatorToken } : {}),
      backoff,
      timeoutMs,
    },
  }
}
