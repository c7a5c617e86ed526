import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { liveEnvironment } from '../test/liveEnvironment.js'
import { parseConfig } from './config.js'
import { mountWebApp } from './mountWebApp.js'
import { publicOrderEndpointOf } from './publicOrderEndpoint.js'

const environment = { ...liveEnvironment, UPSTREAM_URL: 'http://orders.internal:8080/' }
const endpointFor = (variables: Record<string, string>) =>
  publicOrderEndpointOf(parseConfig({ ...environment, ...variables }))

test('without PUBLIC_ORDER_URL the service is reached where the BFF reaches it', () => {
  expect(endpointFor({})).toEqual({
    baseUrl: 'http://orders.internal:8080',
    pollIntervalMs: 12_000,
  })
})

test('PUBLIC_ORDER_URL names the address browsers use; "off" publishes nothing', () => {
  expect(endpointFor({ PUBLIC_ORDER_URL: 'https://orders.example/api/' })).toMatchObject({
    baseUrl: 'https://orders.example/api',
  })
  expect(endpointFor({ PUBLIC_ORDER_URL: 'off' })).toBeUndefined()
})

test('against the real service the browser polls at the spec interval, whatever POLL_INTERVAL_MS says', () => {
  expect(endpointFor({ POLL_INTERVAL_MS: '1000' })?.pollIntervalMs).toBe(10_000)
  expect(endpointFor({ POLL_INTERVAL_MS: '60000' })?.pollIntervalMs).toBe(15_000)
  expect(endpointFor({ MODE: 'devnet', POLL_INTERVAL_MS: '1000' })?.pollIntervalMs).toBe(1000)
})

test.each([
  ['javascript:alert(1)', /must be an http\(s\) URL/],
  ['orders.example', /must be an http\(s\) URL, or "off"/],
  ['https://user:secret@orders.example', /credentials/],
  ['https://orders.example/?x=1', /query or fragment/],
  ['https://orders.example/#top', /query or fragment/],
  ['https://*.example', /host name/],
])('PUBLIC_ORDER_URL %s stops start-up by name', (value, problem) => {
  expect(() => parseConfig({ ...environment, PUBLIC_ORDER_URL: value })).toThrowError(
    /PUBLIC_ORDER_URL/,
  )
  expect(() => parseConfig({ ...environment, PUBLIC_ORDER_URL: value })).toThrowError(problem)
})

test("the hosted pages may fetch from the public endpoint's origin (CSP connect-src)", async () => {
  const dist = mkdtempSync(join(tmpdir(), 'ferry-web-'))
  try {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>Ferry</title></head>')
    const app = new Hono()
    const publicOrder = endpointFor({ PUBLIC_ORDER_URL: 'https://orders.example/base' })
    mountWebApp(app, dist, { bootstrap: async () => ({ config: { chains: [], publicOrder } }) })
    const policy = (await app.request('/')).headers.get('content-security-policy')
    expect(policy).toContain("connect-src 'self' https://orders.example;")
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }
})
