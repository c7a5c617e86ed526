/**
 * What scaling out costs and gives on this machine (a benchmark, not a test):
 * 1. throughput and latency of `GET /api/config` straight to one instance, through nginx to one
 *    instance, and through nginx to three (PostgreSQL journal, Redis shared state, the devnet
 *    upstream), each measured by autocannon at a light fixed rate (latency) and saturated
 *    (throughput), the paths taking turns so that they share the machine's moments;
 * 2. the rate limiter's cost per decision: the Redis store (one round trip per admit) against
 *    the in-memory governor, p50 and p99.
 * Run: pnpm --filter @ferry/bff bench:cluster (BENCH_SECONDS per run, default 5).
 */
import { Writable } from 'node:stream'
import { startDevnet } from '@ferry/devnet'
import { startRedis } from '@ferry/test-utils'
import { clusterOrigin, devnetInfoOf, startCluster } from '../../../e2e/cluster/src/startCluster.js'
import { createSharedGovernor } from '../src/cluster/createSharedGovernor.js'
import { createSharedState } from '../src/cluster/createSharedState.js'
import { createLogger } from '../src/telemetry/logger.js'
import { createRateGovernor } from '../src/upstream/rateGovernor.js'
import { autocannon } from './autocannon.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const fixed = (value: number, digits = 2) => value.toFixed(digits)

async function load(url: string, mode: 'light' | 'saturated') {
  const result = await autocannon({
    url: `${url}/api/config`,
    headers: { origin: clusterOrigin },
    duration: seconds,
    ...(mode === 'light' ? { connections: 4, overallRate: 200 } : { connections: 32 }),
  })
  if (result.errors || result.non2xx)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`)
  return result
}

/** Each path in turn, twice, light then saturated; the better of the two runs is kept. */
async function compare(paths: Record<string, string>) {
  const rows: Record<string, { p50: number; p99: number; rps: number }> = {}
  for (let round = 0; round < 2; round++)
    for (const [name, url] of Object.entries(paths)) {
      const light = await load(url, 'light')
      const saturated = await load(url, 'saturated')
      const row = rows[name]
      rows[name] = {
        p50: Math.min(row?.p50 ?? Infinity, light.latency.p50),
        p99: Math.min(row?.p99 ?? Infinity, light.latency.p99),
        rps: Math.max(row?.rps ?? 0, saturated.requests.average),
      }
    }
  return rows
}

async function limiterCost(redisUrl: string) {
  const logger = createLogger(new Writable({ write: (_chunk, _encoding, done) => done() }))
  const shared = createSharedState({ url: redisUrl, instances: 3, logger, prefix: 'bench:' })
  await shared.ready(5_000)
  const settings = { perMinute: 1_000_000_000, clientShare: 1 }
  const governors = {
    memory: createRateGovernor(settings),
    redis: createSharedGovernor({ ...settings, shared, route: 'quote', onFallback: () => {} }),
  }
  const stats: Record<string, { p50: number; p99: number }> = {}
  for (const [name, governor] of Object.entries(governors)) {
    const samples: number[] = []
    for (let index = 0; index < 6_000; index++) {
      const started = performance.now()
      await governor.admit(`10.0.${index % 200}.1`)
      if (index >= 1_000) samples.push((performance.now() - started) * 1000)
    }
    samples.sort((a, b) => a - b)
    const at = (p: number) => samples[Math.ceil(p * samples.length) - 1]!
    stats[name] = { p50: at(0.5), p99: at(0.99) }
  }
  await shared.close()
  return stats
}

const devnet = await startDevnet({ stepMs: 1_000 })
const info = devnetInfoOf(devnet)
try {
  const lines = ['| path | p50 (ms) | p99 (ms) | throughput (req/s) |', '|---|---|---|---|']
  for (const instances of [1, 3]) {
    const cluster = await startCluster({ devnet: info, instances, nginxWorkers: 'auto' })
    try {
      const rows = await compare({
        'one instance, direct': cluster.instanceUrls[0]!,
        [`nginx → ${instances} instance${instances > 1 ? 's' : ''}`]: cluster.url,
      })
      for (const [name, row] of Object.entries(rows))
        if (instances === 1 || !name.includes('direct'))
          lines.push(`| ${name} | ${fixed(row.p50)} | ${fixed(row.p99)} | ${fixed(row.rps, 0)} |`)
    } finally {
      await cluster.stop()
    }
  }
  const redis = await startRedis()
  try {
    const cost = await limiterCost(redis.url)
    lines.push('', '| limiter | p50 (µs) | p99 (µs) |', '|---|---|---|')
    for (const [name, row] of Object.entries(cost))
      lines.push(`| ${name} | ${fixed(row.p50, 0)} | ${fixed(row.p99, 0)} |`)
  } finally {
    await redis.stop()
  }
  console.log(lines.join('\n'))
} finally {
  await devnet.stop()
}
