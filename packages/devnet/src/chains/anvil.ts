import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

/** The anvil binary that `@foundry-rs/anvil` installs as a platform package from npm. */
export function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`
  // The platform package is an optional dependency of @foundry-rs/anvil, so resolve from there.
  const fromWrapper = createRequire(require.resolve('@foundry-rs/anvil/package.json'))
  try {
    return join(dirname(fromWrapper.resolve(`${platformPackage}/package.json`)), 'bin', 'anvil')
  } catch {
    throw new Error(`${platformPackage} is not installed: anvil has no npm build for this platform`)
  }
}

/** A free TCP port on 127.0.0.1, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      )
    })
  })
}

/** Fails with a clear message when another process already listens on `port`. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', () =>
      reject(new Error(`port ${port} on 127.0.0.1 is in use: is another devnet running?`)),
    )
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()))
  })
}

export type Anvil = { chainId: number; port: number; rpcUrl: string; stop(): Promise<void> }

export type StartAnvilParameters = {
  chainId: number
  port: number
  /** Load the chain from this file if it exists, and dump to it while running and on exit. */
  statePath?: string
}

const running = new Set<ChildProcess>()
let exitHookInstalled = false

// Children die with the parent on any normal exit; `process.kill` is synchronous, as an exit
// handler needs.
function installExitHook() {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.on('exit', () => {
    for (const child of running) child.kill('SIGTERM')
  })
}

async function waitForRpc(rpcUrl: string, child: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited early: ${stderr()}`)
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`anvil at ${rpcUrl} did not answer within 15 s: ${stderr()}`)
}

/** Spawns one anvil chain on 127.0.0.1 and waits until its RPC answers. */
export async function startAnvil({
  chainId,
  port,
  statePath,
}: StartAnvilParameters): Promise<Anvil> {
  installExitHook()
  await assertPortFree(port)
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)]
  args.push('--accounts', '10', '--balance', '100000', '--silent')
  if (statePath) args.push('--state', statePath, '--state-interval', '5')
  // anvil cannot follow its parent, so a small shell watchdog does: it forwards TERM and INT,
  // and ends anvil when this process is gone, even after a SIGKILL.
  const watchdog = [
    '"$0" "$@" & child=$!',
    "trap 'kill -TERM $child 2>/dev/null; wait $child; exit 0' TERM INT",
    'while kill -0 "$FERRY_PARENT_PID" 2>/dev/null && kill -0 $child 2>/dev/null; do sleep 0.5; done',
    'kill -TERM $child 2>/dev/null; wait $child',
  ].join('\n')
  // Its own process group, so that a last-resort SIGKILL reaches anvil as well as the shell.
  const child = spawn('/bin/sh', ['-c', watchdog, anvilBinary(), ...args], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, FERRY_PARENT_PID: String(process.pid) },
  })
  running.add(child)
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-2000)
  })
  const rpcUrl = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    running.delete(child)
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL')
        } catch {}
      }, 5_000)
      await exited
      clearTimeout(timer)
    }
  }
  try {
    await waitForRpc(rpcUrl, child, () => stderr)
  } catch (error) {
    await stop()
    throw error
  }
  return { chainId, port, rpcUrl, stop }
}
