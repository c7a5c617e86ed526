import type { ChildProcess } from 'node:child_process'

/**
 * Waits until a server process the tests started answers `answers()` (a TCP connect, a PING, a
 * pg_isready): the one place the throwaway servers wait on the network for their readiness.
 * Fails at once when the process exits, or after `attempts` checks `intervalMs` apart, with the
 * process's own output.
 */
export async function untilServing(parameters: {
  name: string
  child: ChildProcess
  answers: () => Promise<boolean>
  log: () => string
  attempts?: number
  intervalMs?: number
}): Promise<void> {
  const { attempts = 100, intervalMs = 50 } = parameters
  for (let attempt = 0; !(await parameters.answers()); attempt++) {
    if (attempt >= attempts || parameters.child.exitCode !== null) {
      parameters.child.kill('SIGKILL')
      throw new Error(`${parameters.name} did not start:\n${parameters.log()}`)
    }
    // The next check after a pause: the network is what this waits on, not the timer.
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
