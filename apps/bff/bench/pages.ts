/**
 * What a page flood from one client does to the rest of the BFF, before and after the page
 * limits and render budget (src/pages/pageRenders.ts), side by side in one run: two page servers
 * (bench/pageServer.ts, `ungoverned` and `governed`) in their own processes, each flooded in
 * turn by autocannon from one address in a third (bench/pageFlood.ts: 50 connections, every
 * request a different preset, so no two share a render) while `/api/healthz` is timed here on
 * the same server, one request at a time, 50 ms apart. Rounds alternate between the two; the figure is healthz latency under the flood.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { Agent, request } from 'node:http'
import { fileURLToPath } from 'node:url'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const rounds = Number(process.env.BENCH_ROUNDS ?? 2)

function startServer(mode: 'governed' | 'ungoverned') {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./pageServer.ts', import.meta.url)), mode],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const url = new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk) => resolve(JSON.parse(String(chunk)).url))
    child.once('exit', (code) => reject(new Error(`${mode} page server exited with ${code}`)))
  })
  return { child, url }
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 })
const timedGet = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now()
    request(url, { agent }, (response) => {
      response.resume()
      response.once('end', () => resolve(performance.now() - started))
    })
      .once('error', reject)
      .end()
  })

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN
}

/** healthz latencies, one request every 50 ms, until `until` resolves. */
async function sampleHealth(base: string, until: Promise<unknown>) {
  const samples: number[] = []
  let done = false
  void until.finally(() => {
    done = true
  })
  while (!done) {
    samples.push(await timedGet(`${base}/api/healthz`))
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return samples
}

/** Floods `base` from a child process (bench/pageFlood.ts) while timing its healthz here. */
async function round(base: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('./pageFlood.ts', import.meta.url)),
      base,
      String(seconds),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  const flood = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const health = await sampleHealth(base, flood)
  const { pagesPerSecond, non2xx } = JSON.parse(output) as {
    pagesPerSecond: number
    non2xx: number
  }
  return { health, pages: pagesPerSecond, non2xx }
}

const servers = {
  ungoverned: startServer('ungoverned'),
  governed: startServer('governed'),
}
try {
  const urls = {
    ungoverned: await servers.ungoverned.url,
    governed: await servers.governed.url,
  }
  const quiet = {
    ungoverned: await sampleHealth(urls.ungoverned, new Promise((r) => setTimeout(r, 2000))),
    governed: await sampleHealth(urls.governed, new Promise((r) => setTimeout(r, 2000))),
  }
  const under = { ungoverned: [] as number[], governed: [] as number[] }
  const pagesPerSecond = { ungoverned: [] as number[], governed: [] as number[] }
  const refused = { ungoverned: 0, governed: 0 }
  for (let i = 0; i < rounds; i++)
    for (const mode of ['ungoverned', 'governed'] as const) {
      const result = await round(urls[mode])
      under[mode].push(...result.health)
      pagesPerSecond[mode].push(result.pages)
      refused[mode] += result.non2xx
    }
  const line = (mode: 'ungoverned' | 'governed') => {
    const p50 = percentile(under[mode], 0.5)
    const p99 = percentile(under[mode], 0.99)
    return {
      p50,
      p99,
      samples: under[mode].length,
      quietP50: percentile(quiet[mode], 0.5),
      pagesPerSecond: pagesPerSecond[mode],
      pagesRefused: refused[mode],
    }
  }
  const before = line('ungoverned')
  const after = line('governed')
  const outcomes = async (mode: 'ungoverned' | 'governed') =>
    (await fetch(`${urls[mode]}/bench/outcomes`)).json()
  console.log(
    JSON.stringify(
      {
        seconds,
        rounds,
        healthz: { before, after, p50Ratio: before.p50 / after.p50 },
        outcomes: { before: await outcomes('ungoverned'), after: await outcomes('governed') },
      },
      null,
      2,
    ),
  )
} finally {
  servers.ungoverned.child.kill('SIGTERM')
  servers.governed.child.kill('SIGTERM')
}
