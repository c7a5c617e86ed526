import { expect, test } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'

const h = useBffHarness()
const { call, quote, devnet } = h

test('liveness, readiness and the widget config', async () => {
  expect((await call('/api/healthz')).body).toEqual({ status: 'ok' })
  expect((await call('/api/readyz')).body).toEqual({
    status: 'ready',
    database: 'ok',
    upstream: 'ok',
  })
  const config = (await call('/api/config')).body
  expect(config.mode).toBe('devnet')
  expect(config.cancelDomain).toEqual(devnet.cancelDomain)
  expect(config.chains.map((chain: { id: number }) => chain.id)).toEqual([
    1, 42161, 8453, 137, 4663, 728126428,
  ])
  expect(config.devnet.accounts).toHaveLength(6)
})

test('metrics count requests, upstream statuses and refusals', async () => {
  await quote()
  const text = (await call('/metrics')).body as string
  expect(text).toContain('ferry_bff_request_duration_seconds_count')
  expect(text).toMatch(/ferry_bff_upstream_responses_total\{operation="quote",status="200"\} \d+/)
})
