import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './freePort.js'
import { untilServing } from './untilServing.js'

/** Where Debian puts PostgreSQL's server binaries (the newest version when several). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  if (!newest)
    throw new Error('PostgreSQL is not installed: run scripts/ensure-debian-package.sh postgres')
  return join(root, newest, 'bin')
}

/** A running PostgreSQL: its connection URL, and `stop()` which also deletes its data. */
export type StartPostgresReturnType = { url: string; stop(): Promise<void> }

/**
 * A throwaway PostgreSQL server on 127.0.0.1 in a temporary folder, for tests of the
 * DATABASE_URL path. PostgreSQL refuses to run as root, so as root it runs as `postgres`.
 */
export async function startPostgres(): Promise<StartPostgresReturnType> {
  const bin = postgresBin()
  const dir = mkdtempSync(join(tmpdir(), 'ferry-pg-'))
  const asRoot = process.getuid?.() === 0
  const run = (command: string, args: string[]) =>
    asRoot
      ? { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] }
      : { command, args }
  if (asRoot) {
    chmodSync(dir, 0o777)
    execFileSync('chown', ['postgres', dir])
  }
  const data = join(dir, 'data')
  const init = run(join(bin, 'initdb'), ['-D', data, '-U', 'ferry', '--auth=trust', '-E', 'UTF8'])
  execFileSync(init.command, init.args, { stdio: 'ignore' })
  const port = await freePort()
  const server = run(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
  ])
  const child = spawn(server.command, server.args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let log = ''
  child.stderr.on('data', (chunk) => {
    log += chunk
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `postgres://ferry@127.0.0.1:${port}/postgres`
  const ready = join(bin, 'pg_isready')
  const answers = async () => {
    try {
      execFileSync(ready, ['-h', '127.0.0.1', '-p', String(port), '-U', 'ferry'], {
        stdio: 'ignore',
      })
      return true
    } catch {
      return false
    }
  }
  await untilServing({ name: 'PostgreSQL', child, answers, log: () => log, intervalMs: 100 })
  return {
    url,
    async stop() {
      // pg_ctl as the server's user: runuser does not pass signals on to postgres.
      const stop = run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'])
      try {
        execFileSync(stop.command, stop.args, { stdio: 'ignore', timeout: 20_000 })
      } catch {
        child.kill('SIGKILL')
      }
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
