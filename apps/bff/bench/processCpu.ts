import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())

/**
 * CPU time (user + system) another process has used so far, in µs, from `/proc/<pid>/stat`
 * (Linux; resolution one clock tick, 10 ms, so read it over seconds of load).
 */
export function processCpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name (which may hold spaces), which ends at the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks / ticksPerSecond) * 1_000_000
}
