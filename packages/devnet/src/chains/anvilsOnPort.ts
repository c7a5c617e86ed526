import { execFileSync } from 'node:child_process'

/**
 * Process ids whose command line starts anvil on `port` (the watchdog shell and anvil itself
 * both carry it). Tests use it to prove no chain outlives its devnet.
 */
export function anvilsOnPort(port: number): string[] {
  try {
    return execFileSync('pgrep', ['-f', `anvil.*--port ${port} `])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean)
  } catch {
    // pgrep exits with 1 when nothing matches.
    return []
  }
}
