import { type ChildProcess, spawn } from 'node:child_process'
import type { BffConfig } from '@ferry/bff'

export type BffInstance = {
  url: string
  pid: number
  child: ChildProcess
  /** SIGTERM (a shutdown) by default; `kill: true` sends SIGKILL (a crash). */
  stop(parameters?: { kill?: boolean }): Promise<void>
}

/** Starts one BFF process from the bundled entry and resolves once it listens. */
export async function startBffInstance(parameters: {
  script: string
  config: BffConfig
  buildTimings?: Record<string, number>
  /** Told every line the process writes (logs at LOG_LEVEL warn). */
  onOutput?: (line: string) => void
}): Promise<BffInstance> {
  const child = spawn(process.execPath, [parameters.script], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      FERRY_BFF_PROCESS: JSON.stringify({
        config: parameters.config,
        ...(parameters.buildTimings ? { buildTimings: parameters.buildTimings } : {}),
      }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
  let out = ''
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      out += chunk
      for (const line of String(chunk).split('\n')) if (line) parameters.onOutput?.(line)
      const match = /listening (\S+)/.exec(out)
      if (match) resolve(match[1]!)
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.once('exit', (code) => reject(new Error(`BFF process exited (${code}):\n${out}`)))
  })
  return {
    url,
    pid: child.pid!,
    child,
    async stop({ kill = false } = {}) {
      if (child.exitCode === null && child.signalCode === null)
        child.kill(kill ? 'SIGKILL' : 'SIGTERM')
      await exited
    },
  }
}
