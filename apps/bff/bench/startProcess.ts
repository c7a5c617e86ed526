import { type ChildProcess, spawn } from 'node:child_process'

/**
 * The processes a bench starts (the devnet, BFFs), each resolved once a line of its output
 * matches `ready` (its first group is the URL it serves), rejected if it exits before. `stopAll`
 * ends them, last started first.
 */
export function createProcesses() {
  const children: ChildProcess[] = []
  return {
    start(command: string[], env: Record<string, string>, ready: RegExp, cwd?: string) {
      return new Promise<{ url: string; child: ChildProcess }>((resolve, reject) => {
        const child = spawn(command[0]!, command.slice(1), {
          env: { ...process.env, ...env },
          stdio: ['ignore', 'pipe', 'inherit'],
          ...(cwd ? { cwd } : {}),
        })
        children.push(child)
        let output = ''
        child.stdout!.on('data', (chunk) => {
          output += chunk
          const match = ready.exec(output)
          if (match) resolve({ url: match[1]!, child })
        })
        child.once('exit', (code) =>
          reject(new Error(`${command.join(' ')} exited with ${code}: ${output}`)),
        )
      })
    },
    async stopAll() {
      for (const child of children.reverse()) child.kill('SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 1500))
    },
  }
}

/**
 * The BFF's environment in the throughput benches: the health route passed straight through
 * (no cache, no limit in the way) to the devnet at `serviceUrl`, one EVM chain, logs off.
 */
export function passThroughEnvironment(serviceUrl: string, chainRpcPort: number) {
  return {
    UPSTREAM_URL: serviceUrl,
    UPSTREAM_API_KEY: 'devnet-key-ferry-demo',
    ALLOWED_ORIGINS: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    JOURNAL: 'memory',
    METRICS_PORT: 'off',
    // The pass-through is measured, not the cache or the limiter.
    HEALTH_CACHE_MS: '0',
    UPSTREAM_LIMITS: JSON.stringify({ health: 1_000_000 }),
    CHAINS: JSON.stringify([
      {
        id: 1,
        name: 'Ethereum',
        family: 'evm',
        rpcUrl: `http://127.0.0.1:${chainRpcPort}`,
        explorerUrl: null,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ]),
    CANCEL_DOMAIN: JSON.stringify({
      name: 'OrderDelegate',
      version: '2',
      chainId: 31337,
      verifyingContract: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    }),
  }
}
