import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sendBuildTransactions } from '@ferry/test-utils'
import type { Hex } from 'viem'
import { afterAll, beforeAll, expect, inject, test, vi } from 'vitest'
import { bffConfigForDevnet } from '../devnet/bffConfigForDevnet.js'

const root = fileURLToPath(new URL('../../../..', import.meta.url))
const devnet = inject('devnet')
const folder = mkdtempSync(join(tmpdir(), 'ferry-deploy-'))
const out = join(folder, 'bundle')
let server: ChildProcess | undefined
let url = ''

beforeAll(async () => {
  expect(existsSync(join(root, 'apps/web/dist/index.html')), 'build apps/web first').toBe(true)
  execFileSync('bash', [join(root, 'deploy/build.sh'), out], {
    env: { ...process.env, SKIP_WEB_BUILD: '1' },
    stdio: 'pipe',
  })
  // Started from a folder of its own, with only what the bundle holds and the environment.
  const config = bffConfigForDevnet(devnet)
  const port = 20_000 + Math.floor(Math.random() * 20_000)
  url = `http://127.0.0.1:${port}`
  // The service's part of the configuration comes from a .env file in the working directory (the
  // bundle reads it itself); its blanks mean unset, and the environment's values win over it.
  writeFileSync(
    join(out, '.env'),
    [
      `UPSTREAM_URL=${config.upstreamUrl}`,
      `UPSTREAM_API_KEY=${config.upstreamApiKey}`,
      `ALLOWED_ORIGINS=${url}`,
      `CHAINS='${JSON.stringify(config.chains)}'`,
      `CANCEL_DOMAIN='${JSON.stringify(config.cancelDomain)}'`,
      'PORT=1',
      'SESSION_SECRET=',
      'REDIS_URL=',
      '',
    ].join('\n'),
  )
  server = spawn(process.execPath, ['main.js'], {
    cwd: out,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      METRICS_PORT: '0',
      DATA_DIR: join(folder, 'data'),
      POLL_INTERVAL_MS: '300',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stderr?.on('data', (chunk) => {
    output += String(chunk)
  })
  await vi.waitFor(
    async () => {
      const health = await fetch(`${url}/api/healthz`).catch(() => undefined)
      if (health?.status !== 200) throw new Error(`the bundle did not start:\n${output}`)
    },
    // A first start creates the PGlite database (initdb in WebAssembly): up to a minute on a busy box.
    { timeout: 150_000, interval: 250 },
  )
}, 300_000)

afterAll(() => {
  server?.kill('SIGTERM')
  rmSync(folder, { recursive: true, force: true })
})

test('the bundle holds compiled JavaScript, PGlite and the web app, and no dev dependency', () => {
  expect(readdirSync(out).sort()).toEqual(
    expect.arrayContaining(['.env.example', 'LICENSE', 'main.js', 'package.json', 'web']),
  )
  expect(readdirSync(join(out, 'node_modules'))).toEqual(['@electric-sql'])
  expect(readdirSync(join(out, 'node_modules/@electric-sql'))).toEqual(['pglite'])
})

test('started with node, it serves the page and completes a swap to delivery', async () => {
  const page = await fetch(`${url}/`)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain('ferry-bootstrap')
  // Server-rendered from the web app's self-contained server entry: no node_modules needed.
  expect(html).toContain('class="ferry-token"')

  const account = devnet.accounts[4]!
  const source = devnet.chains.find((chain) => chain.chainId === 1)!
  const target = devnet.chains.find((chain) => chain.chainId === 8453)!
  const query = new URLSearchParams({
    fromChainId: '1',
    from: source.tokens[0]!.address,
    toChainId: '8453',
    to: target.tokens[0]!.address,
    srcAmount: '20000000',
  })
  const quote = await (await fetch(`${url}/api/v2/quote?${query}`)).json()
  expect(quote.receive.amount).toMatch(/^\d+$/)
  const buildResponse = await fetch(`${url}/api/v2/build`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ ...quote.build, depositor: account.address }),
  })
  expect(buildResponse.status).toBe(200)
  const build = await buildResponse.json()

  await sendBuildTransactions({
    build,
    privateKey: account.privateKey as Hex,
    rpcUrl: source.rpcUrl,
  })
  await expect
    .poll(async () => (await (await fetch(`${url}/api/v2/orders/${build.orderId}`)).json()).state, {
      timeout: 60_000,
      interval: 300,
    })
    .toBe('delivered')
}, 180_000)
