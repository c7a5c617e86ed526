import { expect, test } from 'vitest'
import { parseWebhookSettings } from './webhookSettings.js'

const secret = `whsec_${Buffer.alloc(32, 1).toString('base64')}`

test('no WEBHOOK_URLS: no webhooks', () => {
  expect(parseWebhookSettings({})).toEqual({ ok: true })
})

test('URLs with a secret give the settings, with the default backoff and timeout', () => {
  expect(
    parseWebhookSettings({
      WEBHOOK_URLS: 'https://a.example/h, https://b.example/h',
      WEBHOOK_SECRET: secret,
    }),
  ).toEqual({
    ok: true,
    settings: {
      urls: ['https://a.example/h', 'https://b.example/h'],
      secret,
      backoff: { baseMs: 5_000, maxMs: 3_600_000, maxAttempts: 12 },
      timeoutMs: 10_000,
    },
  })
})

test('each bad variable is named', () => {
  expect(
    parseWebhookSettings({
      WEBHOOK_URLS: 'ftp://a.example,https://user:pw@b.example',
      WEBHOOK_OPERATOR_TOKEN: 'short',
      WEBHOOK_MAX_ATTEMPTS: '0',
      WEBHOOK_TIMEOUT_MS: '2s',
    }),
  ).toMatchInlineSnapshot(`
    {
      "ok": false,
      "problems": [
        "WEBHOOK_URLS: "ftp://a.example" is not http(s)",
        "WEBHOOK_URLS: "https://user:pw@b.example" carries credentials: sign, do not embed",
        "WEBHOOK_SECRET: missing (required with WEBHOOK_URLS)",
        "WEBHOOK_OPERATOR_TOKEN: must be at least 32 characters (openssl rand -hex 32)",
        "WEBHOOK_MAX_ATTEMPTS: must be a whole number above 0",
        "WEBHOOK_TIMEOUT_MS: must be a whole number above 0",
      ],
    }
  `)
  expect(
    parseWebhookSettings({ WEBHOOK_URLS: 'https://a.example', WEBHOOK_SECRET: 'hunter2' }),
  ).toEqual({
    ok: false,
    problems: ['WEBHOOK_SECRET: must be whsec_ and the base64 of at least 24 random bytes'],
  })
})
