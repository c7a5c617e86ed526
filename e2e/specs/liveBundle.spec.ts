import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@ferry/test-utils'
import { expect, SwapPage, test } from '../fixtures.js'
import { swapOnHost, withWallet } from '../hosts/hostSwap.js'

// The operator's first hour (issue 28): the deploy bundle, started from a folder that holds only a
// `.env` naming the service, its key and the allowed origins, in live mode against the devnet as
// if it were the real service. Chains, RPCs and explorers must come from the service itself.

const root = fileURLToPath(new URL('../..', import.meta.url))
const folder = mkdtempSync(join(tmpdir(), 'ferry-live-bundle-'))
const bundle = join(folder, 'bundle')
/** The operator's folder: nothing in it but the `.env` (the journal's `.data` appears at start). */
const workdir = join(folder, 'operator')
let server: ChildProcess | undefined
let output = ''
let url = ''

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ stack }) => {
  test.setTimeout(420_000)
  execFileSync('bash', [join(root, 'deploy/build.sh'), bundle], {
    env: { ...process.env, SKIP_WEB_BUILD: '1' },
    stdio: 'pipe',
  })
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  execFileSync('mkdir', [workdir])
  writeFileSync(
    join(workdir, '.env'),
    [
      `UPSTREAM_URL=${stack.serviceUrl}`,
      `UPSTREAM_API_KEY=${stack.apiKey}`,
      `ALLOWED_ORIGINS=${url}`,
      '',
    ].join('\n'),
  )
  // What a platform sets itself: the port, and no fixed metrics port on a shared test machine.
  server = spawn(process.execPath, [join(bundle, 'main.js')], {
    cwd: workdir,
    env: { PATH: process.env.PATH, PORT: String(port), METRICS_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [server.stdout, server.stderr])
    stream?.on('data', (chunk) => {
      output += String(chunk)
    })
  // A first start creates the PGlite database (initdb in WebAssembly): minutes on a loaded box.
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) throw new Error(`the bundle exited:\n${output}`)
        return (await fetch(`${url}/api/healthz`).catch(() => undefined))?.status
      },
      { timeout: 300_000, intervals: [250] },
    )
    .toBe(200)
})

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  rmSync(folder, { recursive: true, force: true })
})

test("started from a folder holding only a .env with UPSTREAM_URL, UPSTREAM_API_KEY and ALLOWED_ORIGINS, the bundle serves the service's chains and the hosted page swaps to delivery", async ({
  page,
  stack,
}) => {
  expect(readdirSync(workdir).sort()).toEqual(['.data', '.env'])
  expect(output).toMatch(/Ferry BFF live on http:\/\/127\.0\.0\.1:\d+: \d+ chains/)
  expect(output).toContain('CANCEL_DOMAIN is not set: the widget offers no cancel')

  const config = await (await fetch(`${url}/api/config`)).json()
  expect(config.mode).toBe('live')
  expect(config.cancelDomain).toBeUndefined()
  // Every devnet chain, as the service's /v1/chains lists it: its local RPC, its viem name.
  for (const chain of stack.chains)
    expect(config.chains).toContainEqual(
      expect.objectContaining({ id: chain.chainId, family: 'evm', rpcUrl: chain.rpcUrl }),
    )

  const account = await withWallet(page, stack, 3)
  await page.goto(`${url}/`)
  await new SwapPage(page).connect()
  await swapOnHost(page, stack, account)
})
