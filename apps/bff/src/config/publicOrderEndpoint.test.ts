import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { liveEnvironment } from '../../test/liveEnvironment.js'
import { mountWebApp } from '../pages/mountWebApp.js'
import { parseConfig } from './config.js'
import {
  internalUpstreamReason,
  publicOrderBaseUrl,
  publicOrderEndpointOf,
} from './publicOrderEndpoint.js'

const environment = { ...liveEnvironment, UPSTREAM_URL: 'http://orders.internal:8080/' }
const endpointFor = (variables: Record<string, string>) =>
  publicOrderEndpointOf(parseConfig({ ...environment, ...variables }))

test('without PUBLIC_ORDER_URL an internal UPSTREAM_URL is not published, and the start-up line says why', () => {
  expect(endpointFor({})).toBeUndefined()
  expect(publicOrderBaseUrl(parseConfig(environment))).toEqual({
    baseUrl: undefined,
    reason: expect.stringMatching(/UPSTREAM_URL is not https: no public order read is published/),
  })
})

test.each([
  'http://orders.example',
  'https://orders.internal',
  'https://orders',
  'https://localhost:8443',
  'https://api.localhost',
  'https://svc.local',
  'https://svc.home.arpa',
  'https://127.0.0.1',
  'https://10.1.2.3',
  'https://172.20.0.5:8080',
  'https://192.168.1.10',
  'https://169.254.169.254',
  'https://100.64.0.1',
  'https://[::1]',
  'https://[fd12:3456::1]',
  'https://[fe80::1]',
  'https://[::ffff:10.0.0.1]',
])('without PUBLIC_ORDER_URL, UPSTREAM_URL %s is internal: nothing is published', (upstream) => {
  expect(endpointFor({ UPSTREAM_URL: upstream })).toBeUndefined()
  expect(internalUpstreamReason(upstream)).toEqual(expect.any(String))
})

test('without PUBLIC_ORDER_URL a public https UPSTREAM_URL is published, and the start-up line says so', () => {
  for (const upstream of [
    'https://orders.example.com/',
    'https://8.8.8.8',
    'https://[2001:4860::8888]',
  ])
    expect(endpointFor({ UPSTREAM_URL: upstream })?.baseUrl).toBe(upstream.replace(/\/$/, ''))
  expect(
    publicOrderBaseUrl(parseConfig({ ...environment, UPSTREAM_URL: 'https://orders.example.com' })),
  ).toEqual({
    baseUrl: 'https://orders.example.com',
    reason: 'PUBLIC_ORDER_URL is unset: UPSTREAM_URL, a public https origin, is published',
  })
})

test('PUBLIC_ORDER_URL names the address browsers use; "off" publishes nothing', () => {
  expect(endpointFor({ PUBLIC_ORDER_URL: 'https://orders.example/api/' })).toMatchObject({
    baseUrl: 'https://orders.example/api',
  })
  expect(endpointFor({ PUBLIC_ORDER_URL: 'off' })).toBeUndefined()
})

test('against the real service the browser polls at the spec interval, whatever POLL_INTERVAL_MS says', () => {
  const published = { PUBLIC_ORDER_URL: 'https://orders.example' }
  expect(endpointFor({ ...published, POLL_INTERVAL_MS: '1000' })?.pollIntervalMs).toBe(10_000)
  expect(endpointFor({ ...published, POLL_INTERVAL_MS: '60000' })?.pollIntervalMs).toBe(15_000)
  expect(
    endpointFor({ ...published, MODE: 'devnet', POLL_INTERVAL_MS: '1000' })?.pollIntervalMs,
  ).toBe(1000)
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
    // Unset, with an internal UPSTREAM_URL: the internal origin is in no page's policy.
    const internal = new Hono()
    const unset = endpointFor({})
    mountWebApp(internal, dist, {
      bootstrap: async () => ({ config: { chains: [], ...(unset ? { publicOrder: unset } : {}) } }),
    })
    const internalPolicy = (await internal.request('/')).headers.get('content-security-policy')
    expect(internalPolicy).toContain("connect-src 'self';")
    expect(internalPolicy).not.toContain('orders.internal')
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }
})
