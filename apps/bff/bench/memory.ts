/**
 * Idle RSS of a live BFF, side by side: the deploy bundle (`deploy/build.sh`, built here into a
 * temporary folder) and the sources (`tsx src/main.ts`), each started twice on one fresh data
 * folder (the first start creates the PGlite database, the second opens it), plus every bundle
 * folder given with `--compare <dir>` (a bundle of a previous version). Each process is started
 * with only the three required variables against a stub service on loopback, left idle until
 * its RSS settles, read from /proc, and stopped.
 *
 *   pnpm --filter @ferry/bff bench:memory [--compare /path/to/old/bundle]
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const bffDir = fileURLToPath(new URL('..', import.meta.url))
const folder = mkdtempSync(join(tmpdir(), 'ferry-memory-'))
const compare = process.argv.flatMap((arg, index) =>
  arg === '--compare' && process.argv[index + 1] ? [process.argv[index + 1]!] : [],
)

// The service as far as an idle BFF asks it: an empty chain list, and nothing else.
const stub = createServer((request, response) => {
  response.writeHead(request.url === '/v1/chains' ? 200 : 503, {
    'content-type': 'application/json',
  })
  response.end(request.url === '/v1/chains' ? '[]' : '{"message":"stub"}')
})
await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve))
const upstream = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN
}

async function idleRss(command: string[], dataDir: string): Promise<number> {
  const child: ChildProcess = spawn(command[0]!, command.slice(1), {
    cwd: bffDir,
    env: {
      PATH: process.env.PATH,
      UPSTREAM_URL: upstream,
      UPSTREAM_API_KEY: 'bench',
      ALLOWED_ORIGINS: 'http://127.0.0.1:1',
      PORT: '0',
      METRICS_PORT: 'off',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk) => String(chunk).includes('listening') && resolve())
      child.once('exit', (code) => reject(new Error(`${command.join(' ')} exited with ${code}`)))
    })
    // Idle: read until two readings a second apart differ by less than 2 MB.
    let previous = rssMb(child.pid!)
    for (let reading = 0; reading < 30; reading++) {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      const current = rssMb(child.pid!)
      if (Math.abs(current - previous) < 2) return current
      previous = current
    }
    return previous
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}

const bundle = join(folder, 'bundle')
execFileSync('bash', [join(root, 'deploy/build.sh'), bundle], {
  env: { ...process.env, SKIP_WEB_BUILD: '1' },
  stdio: 'ignore',
})
const candidates: { name: string; command: string[] }[] = [
  { name: 'bundle', command: [process.execPath, join(bundle, 'main.js')] },
  {
    name: 'source (tsx)',
    command: [process.execPath, '--import', 'tsx', join(bffDir, 'src/main.ts')],
  },
  ...compare.map((dir) => ({
    name: `compare ${dir}`,
    command: [process.execPath, join(dir, 'main.js')],
  })),
]
const rows: string[] = []
for (const candidate of candidates) {
  const dataDir = join(folder, `data-${rows.length}`)
  const first = await idleRss(candidate.command, dataDir)
  const second = await idleRss(candidate.command, dataDir)
  rows.push(`| ${candidate.name} | ${first} | ${second} |`)
  console.log(rows.at(-1))
}
console.log(
  [
    '',
    '| process | idle RSS, first start (MB) | idle RSS, restart (MB) |',
    '|---|---|---|',
    ...rows,
  ].join('\n'),
)
stub.close()
rmSync(folder, { recursive: true, force: true })
