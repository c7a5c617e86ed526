import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './freePort.js'
import { untilServing } from './untilServing.js'

/** A running redis-server: its URL, and `stop()` which also deletes its folder. */
export type StartRedisReturnType = {
  url: string
  port: number
  /** Stops the server (SIGKILL when `kill` is true: a crash rather than a shutdown). */
  stop(parameters?: { kill?: boolean }): Promise<void>
}

function redisServerPath(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim()
  } catch {
    throw new Error('Redis is not installed: run scripts/ensure-debian-package.sh redis')
  }
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'))
    socket.once('data', (chunk) => {
      socket.destroy()
      resolve(chunk.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * A throwaway redis-server on 127.0.0.1 (no persistence, its own temporary folder), for tests
 * of the REDIS_URL path. Passing the `port` of a stopped one starts it again on the same URL.
 */
export async function startRedis(
  parameters: { port?: number } = {},
): Promise<StartRedisReturnType> {
  const binary = redisServerPath()
  const dir = mkdtempSync(join(tmpdir(), 'ferry-redis-'))
  const port = parameters.port ?? (await freePort())
  const child = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let log = ''
  child.stdout.on('data', (chunk) => {
    log += chunk
  })
  child.stderr.on('data', (chunk) => {
    log += chunk
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await untilServing({
    name: 'redis-server',
    child,
    answers: () => answersPing(port),
    log: () => log,
  })
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop({ kill = false } = {}) {
      if (child.exitCode === null) child.kill(kill ? 'SIGKILL' : 'SIGTERM')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
