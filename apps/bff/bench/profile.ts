/**
 * Where the BFF's CPU goes under load: starts the devnet and the deploy bundle (as overhead.ts
 * does) under `node --cpu-prof`, saturates the pass-through health route with autocannon, stops
 * the BFF and prints the busiest functions, by their own time and with what they call
 * (`PROFILE_MATCH=main.js` keeps the bundle's own functions in the second list). On a shared
 * machine the profiler's wall-clock samples also land on whatever ran when the process was
 * preempted (a socket write, mostly): read the shares with the CPU figure printed beside them.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { autocannon } from './autocannon.js'
import { bundleCheckout } from './bundleCheckout.js'
import { type CpuProfile, summarizeCpuProfile } from './cpuProfileSummary.js'
import { processCpuMicros } from './processCpu.js'
import { createProcesses, passThroughEnvironment } from './startProcess.js'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const folder = mkdtempSync(join(tmpdir(), 'ferry-profile-'))
const processes = createProcesses()
const seconds = Number(process.env.BENCH_SECONDS ?? 8)
const top = Number(process.env.PROFILE_TOP ?? 30)

try {
  const { url: serviceUrl } = await processes.start(
    [process.execPath, '--import', 'tsx', here('../../../packages/devnet/src/cli.ts')],
    { DEVNET_PORT: '8790', DEVNET_CHAIN_PORT: '8780', DEVNET_DATA_DIR: join(folder, 'devnet') },
    /stand-in: (http:\/\/\S+)\/v2/,
  )
  const cwd = join(folder, 'bff')
  mkdirSync(cwd)
  const profiles = join(folder, 'profiles')
  const bff = await processes.start(
    [
      process.execPath,
      '--cpu-prof',
      `--cpu-prof-dir=${profiles}`,
      await bundleCheckout(here('../../..'), cwd),
    ],
    { ...passThroughEnvironment(serviceUrl, 8780), PORT: '8791' },
    /listening on (http:\/\/\S+)/,
    cwd,
  )
  const url = `${bff.url}/api/v2/health`
  // A warm-up: the first seconds pay for JIT and new connections.
  await autocannon({ url, connections: 8, duration: 3 })
  const before = processCpuMicros(bff.child.pid!)
  const startedAt = performance.now()
  const run = await autocannon({ url, connections: 8, duration: seconds })
  const after = processCpuMicros(bff.child.pid!)
  const windowMs = performance.now() - startedAt
  const exited = new Promise((resolve) => bff.child.once('exit', resolve))
  bff.child.kill('SIGTERM')
  await exited
  const profile = JSON.parse(
    readFileSync(join(profiles, readdirSync(profiles)[0]!), 'utf8'),
  ) as CpuProfile
  const summary = summarizeCpuProfile(profile, windowMs)
  const perRequest = (micros: number) => Math.round(micros / run.requests.total)
  const list = (shares: { name: string; share: number }[]) =>
    shares
      .slice(0, top)
      .map(({ name, share }) => `${(share * 100).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n')
  const match = process.env.PROFILE_MATCH ?? ''
  console.log(
    [
      `${Math.round(run.requests.average)} req/s; BFF CPU ${perRequest(after.user + after.system - before.user - before.system)} µs/request (user ${perRequest(after.user - before.user)}); ${Math.round(summary.busyMs)} ms busy in the profile`,
      `\nOwn time:\n${list(summary.own)}`,
      `\nWith what it calls${match ? ` (${match})` : ''}:\n${list(summary.inclusive.filter(({ name }) => name.includes(match)))}`,
    ].join('\n'),
  )
} finally {
  await processes.stopAll()
  rmSync(folder, { recursive: true, force: true })
}
