import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { BffConfig } from '../src/config/config.js'

const script = fileURLToPath(new URL('./bffProcess.ts', import.meta.url))

/** Starts the BFF in a child process (test/bffProcess.ts) and resolves once it listens. */
export async function startBffChild(config: BffConfig, buildTimings?: Record<string, number>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      FERRY_BFF_PROCESS: JSON.stringify({ config, ...(buildTimings ? { buildTimings } : {}) }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk) => {
      out += chunk
      const match = /listening (\S+)/.exec(out)
      if (match) resolve(match[1]!)
    })
    child.once('exit', (code) => reject(new Error(`BFF process exited (${code}): ${out}`)))
  })
  return { child, url }
}

/** Resolves once the child has exited (at once if it already has). */
export const childExited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
