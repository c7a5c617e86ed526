/**
 * Measures what the BFF adds over calling the service directly. The devnet and the BFF run in
 * their own processes, as in production, and autocannon loads the same route (health, which
 * neither side caches or limits) straight and through the BFF, one after the other, in one run.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

type Result = {
  latency: { p50: number; p99: number }
  requests: { average: number }
  errors: number
  non2xx: number
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: object,
) => Promise<Result>

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'ferry-bench-'))
const children: ChildProcess[] = []
const start = (script: string, env: Record<string, string>, ready: RegExp) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    children.push(child)
    let output = ''
    child.stdout!.on('data', (chunk) => {
      output += chunk
      const match = ready.exec(output)
      if (match) resolve(match[1]!)
    })
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}: ${output}`)))
  })

try {
  const serviceUrl = await start(
    here('../../../packages/devnet/src/cli.ts'),
    { DEVNET_PORT: '8690', DEVNET_CHAIN_PORT: '8680', DEVNET_DATA_DIR: dataDir },
    /stand-in: (http:\/\/\S+)\/v2/,
  )
  const rpc = (port: number) => `http://127.0.0.1:${port}`
  const bffUrl = await start(
    here('../src/main.ts'),
    {
      UPSTREAM_URL: serviceUrl,
      UPSTREAM_API_KEY: 'devnet-key-ferry-demo',
      ALLOWED_ORIGINS: 'http://127.0.0.1',
      PORT: '8691',
      LOG_LEVEL: 'silent',
      CHAINS: JSON.stringify([
        {
          id: 1,
          name: 'Ethereum',
          family: 'evm',
          rpcUrl: rpc(8680),
          explorerUrl: null,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ]),
      CANCEL_DOMAIN: JSON.stringify({
        name: 'OrderDelegate',
        version: '2',
        chainId: 31337,
        verifyingContract: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      }),
    },
    /listening on (http:\/\/\S+)/,
  )
  const seconds = Number(process.env.BENCH_SECONDS ?? 5)
  // A steady 300 req/s keeps both paths below saturation on two cores: latency, not queueing.
  const run = (url: string) =>
    autocannon({ url, connections: 4, overallRate: 300, duration: seconds })
  // Warm both paths so JIT and connection pools favour neither run.
  await run(`${serviceUrl}/v2/health`)
  await run(`${bffUrl}/api/v2/health`)
  const direct = await run(`${serviceUrl}/v2/health`)
  const through = await run(`${bffUrl}/api/v2/health`)
  // The BFF's own floor on this machine: a route that never calls upstream.
  const alone = await run(`${bffUrl}/api/healthz`)
  const row = (name: string, result: Result) =>
    `${name.padEnd(8)} p50 ${result.latency.p50.toFixed(2).padStart(6)} ms  p99 ${result.latency.p99.toFixed(2).padStart(6)} ms  ${Math.round(result.requests.average)} req/s  errors ${result.errors + result.non2xx}`
  console.log(row('direct', direct))
  console.log(row('via BFF', through))
  console.log(row('BFF only', alone))
  console.log(
    `added: p50 ${(through.latency.p50 - direct.latency.p50).toFixed(2)} ms, p99 ${(through.latency.p99 - direct.latency.p99).toFixed(2)} ms; throughput ratio ${(through.requests.average / direct.requests.average).toFixed(2)}`,
  )
} finally {
  for (const child of children.reverse()) child.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 1500))
  rmSync(dataDir, { recursive: true, force: true })
}
