/**
 * Measures what the BFF adds over calling the service directly. The devnet and the BFF run in
 * their own processes, as in production, on the same route: health, with the BFF's health cache
 * off and its health budget raised out of the way, so that every request goes upstream.
 * Latency: the paths interleaved request by request in rounds; throughput: each path saturated
 * by autocannon in turn, cycle after cycle, with the BFF's CPU time per request read from /proc
 * over each of its windows (far steadier than requests/s when the machine is shared).
 *
 * The BFF is started as production runs it: the `deploy/build.sh` bundle (`node main.js`, built
 * here into a temporary folder with the same esbuild options), not tsx from source, whose
 * loader and source maps are not in a deployed process. `BENCH_FROM=source` starts the sources.
 * `BENCH_COMPARE=<checkout>` also starts another checkout's BFF (say a worktree of main), built
 * the same way, against the same devnet, so two versions are measured side by side in one run.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { autocannon } from './autocannon.js'
import { bundleCheckout } from './bundleCheckout.js'
import { processCpuMicros } from './processCpu.js'
import { createProcesses, passThroughEnvironment } from './startProcess.js'

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
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Takes the URLs in turn request by request, `perSecond` in all, for `seconds`. */
async function latencyRound(
  urls: Record<string, URL>,
  seconds: number,
  perSecond: number,
): Promise<Record<string, Stats>> {
  const names = Object.keys(urls)
  const samples = Object.fromEntries(names.map((name) => [name, [] as number[]]))
  const pending: Promise<void>[] = []
  const interval = 1000 / perSecond
  const end = performance.now() + seconds * 1000
  let turn = 0
  while (performance.now() < end) {
    const name = names[turn++ % names.length]!
    pending.push(timedGet(urls[name]!).then((latency) => void samples[name]!.push(latency)))
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
  await Promise.all(pending)
  const stats = (values: number[]): Stats => {
    const sorted = [...values].sort((a, b) => a - b)
    return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), count: sorted.length }
  }
  return Object.fromEntries(names.map((name) => [name, stats(samples[name]!)]))
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const folder = mkdtempSync(join(tmpdir(), 'ferry-bench-'))
const processes = createProcesses()
const start = async (...parameters: Parameters<typeof processes.start>) => {
  const { url, child } = await processes.start(...parameters)
  return { url, pid: child.pid! }
}

const fromSource = process.env.BENCH_FROM === 'source'
const checkouts = [
  { name: 'this', root: here('../../..') },
  ...(process.env.BENCH_COMPARE
    ? [{ name: `compare (${process.env.BENCH_COMPARE})`, root: resolve(process.env.BENCH_COMPARE) }]
    : []),
]

try {
  const dataDir = join(folder, 'devnet')
  const { url: serviceUrl } = await start(
    [process.execPath, '--import', 'tsx', here('../../../packages/devnet/src/cli.ts')],
    { DEVNET_PORT: '8690', DEVNET_CHAIN_PORT: '8680', DEVNET_DATA_DIR: dataDir },
    /stand-in: (http:\/\/\S+)\/v2/,
  )
  const bffEnvironment = passThroughEnvironment(serviceUrl, 8680)
  const bffs: { name: string; url: URL; pid: number }[] = []
  for (const [index, checkout] of checkouts.entries()) {
    const cwd = join(folder, `bff-${index}`)
    mkdirSync(cwd)
    const command = fromSource
      ? [process.execPath, '--import', 'tsx', join(checkout.root, 'apps/bff/src/main.ts')]
      : [process.execPath, await bundleCheckout(checkout.root, cwd)]
    const bff = await start(
      command,
      { ...bffEnvironment, PORT: String(8691 + index) },
      /listening on (http:\/\/\S+)/,
      cwd,
    )
    bffs.push({ name: checkout.name, url: new URL(`${bff.url}/api/v2/health`), pid: bff.pid })
  }
  const urls: Record<string, URL> = {
    direct: new URL(`${serviceUrl}/v2/health`),
    ...Object.fromEntries(bffs.map((bff) => [bff.name, bff.url])),
  }
  console.log(
    `BFF from ${fromSource ? 'source (tsx)' : 'the deploy bundle'}: ${bffs.map((bff) => bff.name).join(', ')}`,
  )
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
  const seconds = Number(process.env.BENCH_SECONDS ?? 4)
  const cycles = Number(process.env.BENCH_CYCLES ?? 3)
  // Latency: the paths interleaved request by request at a steady rate well below saturation
  // (400 requests/s in all, each of them answered by the devnet's service), so each path sees
  // the same machine at the same moments (this box's load drifts), timed in µs.
  // Two warm-up rounds: the first seconds of each process pay for JIT and new connections.
  await latencyRound(urls, 3, 400)
  await latencyRound(urls, 3, 400)
  const results: Record<string, Stats>[] = []
  // CPU per request at that same fixed rate, the same for every BFF: unlike the saturated
  // figure below, it does not move with the rate this machine's load leaves to the paths.
  const steadyCpu: Record<string, number[]> = Object.fromEntries(bffs.map(({ name }) => [name, []]))
  for (let index = 0; index < rounds; index++) {
    const cpuBefore = bffs.map((bff) => processCpuMicros(bff.pid))
    const round = await latencyRound(urls, seconds, 400)
    for (const [at, bff] of bffs.entries()) {
      const before = cpuBefore[at]!
      const after = processCpuMicros(bff.pid)
      steadyCpu[bff.name]!.push(
        (after.user + after.system - before.user - before.system) / round[bff.name]!.count,
      )
    }
    results.push(round)
    console.log(
      `round ${index + 1}: direct p50 ${ms(round.direct!.p50)} p99 ${ms(round.direct!.p99)}${bffs
        .map(
          ({ name }) =>
            ` | ${name}: added p50 ${ms(round[name]!.p50 - round.direct!.p50)} p99 ${ms(round[name]!.p99 - round.direct!.p99)}, CPU ${Math.round(steadyCpu[name]!.at(-1)!)} µs/request`,
        )
        .join('')}`,
    )
  }
  // Throughput: each path saturated in turn with autocannon, same connections and duration,
  // cycle after cycle (each BFF's ratio is to the direct run of its own cycle).
  const saturate = (url: URL) =>
    autocannon({ url: url.toString(), connections: 8, duration: seconds })
  await saturate(urls.direct!)
  for (const bff of bffs) await saturate(bff.url)
  const cycleFigures: Record<string, { ratio: number; rate: number; cpuPerRequest: number }[]> =
    Object.fromEntries(bffs.map(({ name }) => [name, []]))
  for (let cycle = 0; cycle < cycles; cycle++) {
    const direct = await saturate(urls.direct!)
    // The BFFs' order turns each cycle, so none always runs just after the direct path.
    for (const bff of cycle % 2 === 0 ? bffs : [...bffs].reverse()) {
      const cpuBefore = processCpuMicros(bff.pid)
      const through = await saturate(bff.url)
      const cpuAfter = processCpuMicros(bff.pid)
      const perRequest = (part: 'user' | 'system') =>
        (cpuAfter[part] - cpuBefore[part]) / through.requests.total
      const cpuPerRequest = perRequest('user') + perRequest('system')
      const ratio = through.requests.average / direct.requests.average
      cycleFigures[bff.name]!.push({ ratio, rate: through.requests.average, cpuPerRequest })
      console.log(
        `cycle ${cycle + 1}: ${bff.name} ${Math.round(through.requests.average)} vs ${Math.round(direct.requests.average)} req/s direct, ratio ${ratio.toFixed(2)}, BFF CPU ${Math.round(cpuPerRequest)} µs/request (user ${Math.round(perRequest('user'))}, kernel ${Math.round(perRequest('system'))})`,
      )
    }
  }
  for (const { name } of bffs) {
    const figures = cycleFigures[name]!
    console.log(
      `${name} (median of ${rounds} rounds, ${cycles} cycles): added p50 ${ms(median(results.map((round) => round[name]!.p50 - round.direct!.p50)))}, p99 ${ms(median(results.map((round) => round[name]!.p99 - round.direct!.p99)))}; throughput ratio ${median(figures.map((figure) => figure.ratio)).toFixed(2)} (${Math.round(median(figures.map((figure) => figure.rate)))} req/s); BFF CPU ${Math.round(median(steadyCpu[name]!))} µs/request at the fixed rate, ${Math.round(median(figures.map((figure) => figure.cpuPerRequest)))} saturated`,
    )
  }
} finally {
  await processes.stopAll()
  rmSync(folder, { recursive: true, force: true })
}
