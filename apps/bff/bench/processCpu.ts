import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())

/**
 * CPU time another process has used so far, in µs, in user space and in the kernel (its
 * syscalls: socket reads and writes), from `/proc/<pid>/stat` (Linux; resolution one clock
 * tick, 10 ms, so read it over seconds of load).
 */
export function processCpuMicros(pid: number): { user: number; system: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name (which may hold spaces), which ends at the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const micros = (ticks: string | undefined) => (Number(ticks) / ticksPerSecond) * 1_000_000
  return { user: micros(fields[11]), system: micros(fields[12]) }
}
