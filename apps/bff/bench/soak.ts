/**
 * Soak: the BFF in its own process in front of the devnet, under mixed traffic for a while
 * (default 10 minutes; `tsx bench/soak.ts 90s`, `5m`, or seconds). Twelve clients (told apart by
 * X-Forwarded-For, one trusted hop) ask params, quotes, builds, order reads, health, and open and
 * close order streams on their orders and on unknown ids. Every minute it prints the BFF's
 * resident memory and its upstream calls per route (from its /metrics) against the spec's limits;
 * at the end, RSS at start and end and the busiest minute of each route.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createProcesses } from './startProcess.js'

const durationMs = parseDuration(process.argv[2] ?? '10m')
/** Upstream limits per minute the BFF must stay under (spec: Limits; the rest are the BFF's). */
const limits: Record<string, number> = {
  quote: 120,
  build: 60,
  order: 600,
  orders: 300,
  cancel: 60,
  params: 60,
  health: 60,
}

function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(text)
  if (!match) throw new Error(`duration: ${text} (use 600, 90s or 10m)`)
  const units: Record<string, number> = { ms: 1, s: 1_000, m: 60_000 }
  return Number(match[1]) * units[match[2] ?? 's']!
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'ferry-soak-'))
const processes = createProcesses()
const start = (script: string, env: Record<string, string>, ready: RegExp) =>
  processes.start([process.execPath, '--import', 'tsx', script], env, ready)

const rssMb = (pid: number) => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return Number(kb) / 1024
}

/** Upstream responses so far per operation, from the BFF's Prometheus text. */
async function upstreamCounts(bff: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${bff}/metrics`)).text()
  const counts: Record<string, number> = {}
  for (const match of text.matchAll(
    /ferry_bff_upstream_responses_total\{operation="(\w+)",status="\d+"\} (\d+)/g,
  ))
    counts[match[1]!] = (counts[match[1]!] ?? 0) + Number(match[2])
  return counts
}

const statuses = new Map<string, number>()
const note = (kind: string, status: number | string) => {
  const key = `${kind} ${status}`
  statuses.set(key, (statuses.get(key) ?? 0) + 1)
}
const pick = <item>(items: item[]) => items[Math.floor(Math.random() * items.length)]!
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

try {
  const devnet = await start(
    here('../../../packages/devnet/src/cli.ts'),
    { DEVNET_PORT: '8790', DEVNET_CHAIN_PORT: '8780', DEVNET_DATA_DIR: dataDir },
    /stand-in: (http:\/\/\S+)\/v2/,
  )
  const bffProcess = await start(
    here('../src/main.ts'),
    {
      UPSTREAM_URL: devnet.url,
      UPSTREAM_API_KEY: 'devnet-key-ferry-demo',
      ALLOWED_ORIGINS: 'http://127.0.0.1',
      PORT: '8791',
      LOG_LEVEL: 'silent',
      JOURNAL: 'disk',
      DATA_DIR: join(dataDir, 'bff'),
      TRUSTED_PROXY_HOPS: '1',
      POLL_INTERVAL_MS: '10000',
      CHAINS: '[]',
      CANCEL_DOMAIN: JSON.stringify({
        name: 'OrderDelegate',
        version: '2',
        chainId: 31337,
        verifyingContract: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      }),
    },
    /listening on (http:\/\/\S+)/,
  )
  const bff = bffProcess.url
  const pid = bffProcess.child.pid!
  const clients = Array.from({ length: 12 }, (_, index) => `198.51.100.${index + 1}`)
  const call = async (kind: string, path: string, init: RequestInit = {}) => {
    const headers = { 'x-forwarded-for': pick(clients), ...init.headers }
    try {
      const response = await fetch(`${bff}${path}`, { ...init, headers })
      note(kind, response.status)
      return response.ok ? response.json() : undefined
    } catch (error) {
      note(kind, (error as Error).name)
    }
  }
  const params = await call('params', '/api/v2/params')
  const usdc = (chainId: number) =>
    params.tokens.find(
      (token: { chainId: number; symbol: string }) =>
        token.chainId === chainId && token.symbol === 'USDC',
    ).token
  const quotePath = `/api/v2/quote?${new URLSearchParams({ fromChainId: '1', from: usdc(1), toChainId: '8453', to: usdc(8453), srcAmount: '50000000' })}`
  const orderIds: string[] = []
  let openStreams = 0

  const openStream = async () => {
    const id =
      orderIds.length && Math.random() < 0.5
        ? pick(orderIds)
        : `0x${randomBytes(32).toString('hex')}`
    const controller = new AbortController()
    const lifetime = setTimeout(() => controller.abort(), 5_000 + Math.random() * 25_000)
    openStreams++
    try {
      const response = await fetch(`${bff}/api/v2/orders/${id}/events`, {
        headers: { 'x-forwarded-for': pick(clients) },
        signal: controller.signal,
      })
      note('stream', response.status)
      if (response.body) for await (const _ of response.body) void _
    } catch (error) {
      if ((error as Error).name !== 'AbortError') note('stream', (error as Error).name)
    } finally {
      clearTimeout(lifetime)
      openStreams--
    }
  }

  /** Runs `task` about `perSecond` times a second until the end, without waiting on it. */
  const every = async (perSecond: number, task: () => Promise<unknown>, until: number) => {
    while (Date.now() < until) {
      void task()
      await sleep((1000 / perSecond) * (0.5 + Math.random()))
    }
  }

  const started = Date.now()
  const until = started + durationMs
  const rssStart = rssMb(pid)
  console.log(
    `soak: ${Math.round(durationMs / 1000)} s against ${bff}; BFF RSS at start ${rssStart.toFixed(1)} MB`,
  )
  const load = Promise.all([
    every(3, () => call('quote', quotePath), until),
    every(
      0.5,
      async () => {
        const quote = await call('quote', quotePath)
        if (!quote) return
        const built = await call('build', '/api/v2/build', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ...quote.build,
            depositor: `0x${randomBytes(20).toString('hex')}`,
          }),
        })
        if (built?.orderId) orderIds.push(built.orderId)
      },
      until,
    ),
    every(
      4,
      async () => {
        if (orderIds.length) await call('order', `/api/v2/orders/${pick(orderIds)}`)
      },
      until,
    ),
    every(1, () => call('params', '/api/v2/params'), until),
    every(1, () => call('health', Math.random() < 0.5 ? '/api/readyz' : '/api/v2/health'), until),
    every(2, openStream, until),
  ])

  const minutes: Record<string, number>[] = []
  let previous = await upstreamCounts(bff)
  while (Date.now() < until) {
    await sleep(Math.min(60_000, until - Date.now()))
    const now = await upstreamCounts(bff)
    const minute: Record<string, number> = {}
    for (const [operation, count] of Object.entries(now))
      minute[operation] = count - (previous[operation] ?? 0)
    previous = now
    minutes.push(minute)
    console.log(
      `minute ${minutes.length}: RSS ${rssMb(pid).toFixed(1)} MB, open streams ${openStreams}, upstream ${Object.entries(
        minute,
      )
        .map(([operation, count]) => `${operation} ${count}/${limits[operation] ?? '?'}`)
        .join(', ')}`,
    )
  }
  await load
  const rssEnd = rssMb(pid)
  console.log(`\nBFF RSS: start ${rssStart.toFixed(1)} MB, end ${rssEnd.toFixed(1)} MB`)
  for (const operation of Object.keys(limits)) {
    const busiest = Math.max(0, ...minutes.map((minute) => minute[operation] ?? 0))
    console.log(
      `upstream ${operation}: busiest minute ${busiest} calls (limit ${limits[operation]}/min)${busiest > limits[operation]! ? '  OVER' : ''}`,
    )
  }
  console.log('\nclient answers:')
  for (const [key, count] of [...statuses].sort()) console.log(`  ${key}: ${count}`)
} finally {
  await processes.stopAll()
  rmSync(dataDir, { recursive: true, force: true })
}
