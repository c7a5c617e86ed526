import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { expect, onTestFinished, test } from 'vitest'
import { parseConfig } from '../config/config.js'
import { mountWebApp } from './mountWebApp.js'
import { walletConnectFrameSources, walletConnectSources } from './walletConnectSources.js'

const projectId = '0123456789abcdef0123456789abcdef'
const safe = 'https://app.safe.global'

/** A directive's sources in the swap page's CSP, served with `config` as its bootstrap. */
async function sourcesOfPage(config: Record<string, unknown>, directive = 'connect-src') {
  const dist = mkdtempSync(join(tmpdir(), 'ferry-web-'))
  onTestFinished(() => rmSync(dist, { recursive: true, force: true }))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>Ferry</title></head>')
  const app = new Hono()
  mountWebApp(app, dist, { bootstrap: async () => ({ config }) })
  const policy = (await app.request('/')).headers.get('content-security-policy') ?? ''
  return new RegExp(`${directive} ([^;]*)`).exec(policy)![1]!.split(' ')
}

const chains = [{ rpcUrl: 'http://127.0.0.1:8545' }]

test("the pages reach WalletConnect's relay only when the operator set a project id", async () => {
  expect(await sourcesOfPage({ chains })).toEqual(["'self'", 'http://127.0.0.1:8545'])
  expect(await sourcesOfPage({ chains, wallets: { walletConnectProjectId: projectId } })).toEqual([
    "'self'",
    'http://127.0.0.1:8545',
    ...walletConnectSources,
  ])
})

test("the pages frame WalletConnect's Verify only when the operator set a project id", async () => {
  expect(await sourcesOfPage({ chains }, 'frame-src')).toEqual(["'self'"])
  expect(
    await sourcesOfPage({ chains, wallets: { walletConnectProjectId: projectId } }, 'frame-src'),
  ).toEqual(["'self'", ...walletConnectFrameSources])
})

const environment = {
  UPSTREAM_URL: 'http://127.0.0.1:1',
  UPSTREAM_API_KEY: 'key',
  ALLOWED_ORIGINS: 'https://dex.example',
  CHAINS: '[]',
  CANCEL_DOMAIN: JSON.stringify({
    name: 'X',
    version: '1',
    chainId: 1,
    verifyingContract: `0x${'12'.repeat(20)}`,
  }),
  JOURNAL: 'memory',
}

test('WALLETCONNECT_PROJECT_ID is checked at start and read into the config', () => {
  expect(parseConfig(environment).walletConnectProjectId).toBeUndefined()
  expect(
    parseConfig({ ...environment, WALLETCONNECT_PROJECT_ID: projectId }).walletConnectProjectId,
  ).toBe(projectId)
  expect(() =>
    parseConfig({ ...environment, WALLETCONNECT_PROJECT_ID: 'wss://evil.example' }),
  ).toThrowErrorMatchingInlineSnapshot(`
    [ConfigError: Invalid BFF configuration:
      WALLETCONNECT_PROJECT_ID: must be a WalletConnect Cloud project id (32 hex)]
  `)
})

test('SAFE_APP_ORIGINS is checked at start, and read into the config', () => {
  expect(parseConfig(environment).safeAppOrigins).toBeUndefined()
  expect(parseConfig({ ...environment, SAFE_APP_ORIGINS: '' }).safeAppOrigins).toBeUndefined()
  expect(
    parseConfig({ ...environment, SAFE_APP_ORIGINS: `${safe}, http://127.0.0.1:3000` })
      .safeAppOrigins,
  ).toEqual([safe, 'http://127.0.0.1:3000'])
  expect(() =>
    parseConfig({ ...environment, SAFE_APP_ORIGINS: 'https://app.safe.global/' }),
  ).toThrow(/SAFE_APP_ORIGINS/)
})
