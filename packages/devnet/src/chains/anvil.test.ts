import { spawn } from 'node:child_process'
import { expect, test } from 'vitest'
import { freePort } from './anvil.js'
import { anvilsOnPort as anvilsOn } from './anvilsOnPort.js'

test.each(['SIGKILL', 'SIGTERM', 'SIGINT'] as const)(
  'anvil dies with its parent when the parent gets %s',
  async (signal) => {
    const port = await freePort()
    const script = `
    import { startAnvil } from './src/chains/anvil.js'
    await startAnvil({ chainId: 1, port: ${port} })
    console.log('up')
    setInterval(() => {}, 1000)
  `
    const parent = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: new URL('../..', import.meta.url).pathname,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    await new Promise<void>((resolve, reject) => {
      parent.stdout!.on('data', (chunk) => String(chunk).includes('up') && resolve())
      parent.once('exit', (code) => reject(new Error(`parent exited with ${code}`)))
    })
    // The watchdog shell and anvil itself both carry the port in their command line.
    expect(anvilsOn(port).length).toBeGreaterThan(0)
    parent.kill(signal)
    await expect.poll(() => anvilsOn(port), { timeout: 5_000, interval: 100 }).toHaveLength(0)
  },
)
