/**
 * Measures what the BFF adds over calling the service directly. The devnet and the BFF run in
 * their own processes, as in production, on the same route: health, with the BFF's health cache
 * off and its health budget raised out of the way, so that every request goes upstream.
 * Latency: both paths interleaved request by request in rounds; throughput: each path saturated
 * by autocannon.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { autocannon } from './autocannon.js'

type Stats = { p50: number; p99: number; count: number }
const ms = (value: number) => `${value.toFixed(2)} ms`

const agent = new Agent({ keepAlive: true, maxSockets: 16 })
/** One GET over a kept-alive connection; resolves with its latency in ms. */
const timedGet = (url: URL) =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now()
    const req = request(url, { agent }, (response) => {
      response.resume()
      response.once('end', () =>
        response.statusCode === 200
          ? resolve(performance.now() - started)
          : reject(new Error(`${url} answered ${response.statusCode}`)),
      )
    })
    req.once('error', reject)
    req.end()
  })

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!

/** Alternates the two URLs request by request at `pairsPerSecond` for `seconds`. */
async function latencyRound(
  urls: { direct: URL; bff: URL },
  seconds: number,
  pairsPerSecond: number,
): Promise<{ direct: Stats; bff: Stats }> {
  const samples = { direct: [] as number[], bff: [] as number[] }
  const pending: Promise<void>[] = []
  const interval = 1000 / (pairsPerSecond * 2)
  const end = performance.now() + seconds * 1000
  let turn = 0
  while (performance.now() < end) {
    const side = turn++ % 2 === 0 ? 'direct' : 'bff'
    pending.push(timedGet(urls[side]).then((latency) => void samples[side].push(latency)))
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
  await Promise.all(pending)
  const stats = (values: number[]): Stats => {
    const sorted = [...values].sort((a, b) => a - b)
    return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), count: sorted.length }
  }
  return { direct: stats(samples.direct), bff: stats(samples.bff) }
}

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
      JOURNAL: 'memory',
      // The pass-through is measured, not the cache or the limiter.
      HEALTH_CACHE_MS: '0',
      UPSTREAM_LIMITS: JSON.stringify({ health: 1_000_000 }),
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
  const health = {
    direct: new URL(`${serviceUrl}/v2/health`),
    bff: new URL(`${bffUrl}/api/v2/health`),
  }
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
  const seconds = Number(process.env.BENCH_SECONDS ?? 4)
  // Latency: both paths interleaved request by request at a steady rate well below saturation,
  // so each sees the same machine at the same moments (this box's load drifts), timed in µs.
  // Two warm-up rounds: the first seconds of each process pay for JIT and new connections.
  await latencyRound(health, 3, 200)
  await latencyRound(health, 3, 200)
  const results: { direct: Stats; bff: Stats }[] = []
  for (let index = 0; index < rounds; index++) {
    const round = await latencyRound(health, seconds, 200)
    results.push(round)
    console.log(
      `round ${index + 1}: direct p50 ${ms(round.direct.p50)} p99 ${ms(round.direct.p99)} | via BFF p50 ${ms(round.bff.p50)} p99 ${ms(round.bff.p99)} | added p50 ${ms(round.bff.p50 - round.direct.p50)} p99 ${ms(round.bff.p99 - round.direct.p99)}`,
    )
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const addedP50 = median(results.map((round) => round.bff.p50 - round.direct.p50))
  const addedP99 = median(results.map((round) => round.bff.p99 - round.direct.p99))
  // Throughput: each path saturated on its own with autocannon, same connections and duration.
  const saturate = (url: URL) => autocannon({ url: url.toString(), connections: 8, duration: 4 })
  await saturate(health.direct)
  const direct = await saturate(health.direct)
  const through = await saturate(health.bff)
  console.log(
    `added (median of ${rounds} rounds): p50 ${ms(addedP50)}, p99 ${ms(addedP99)}; throughput ${Math.round(through.requests.average)} vs ${Math.round(direct.requests.average)} req/s direct, ratio ${(through.requests.average / direct.requests.average).toFixed(2)}`,
  )
} finally {
  for (const child of children.reverse()) child.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 1500))
  rmSync(dataDir, { recursive: true, force: true })
}
