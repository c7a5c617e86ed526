import { rmSync } from 'node:fs'
import type { BffConfig } from '@ferry/bff'
import { bffConfigForDevnet } from '@ferry/bff/devnet'
import type { Devnet } from '@ferry/devnet'
import {
  freePort,
  type StartPostgresReturnType,
  type StartRedisReturnType,
  startPostgres,
  startRedis,
} from '@ferry/test-utils'
import { bundleBff } from './bundleBff.js'
import { type BffInstance, startBffInstance } from './startBffInstance.js'
import { type StartNginxReturnType, startNginx } from './startNginx.js'
import { startUpstreamRecorder } from './startUpstreamRecorder.js'

/** The origin the suite's requests come from (in every instance's ALLOWED_ORIGINS). */
export const clusterOrigin = 'https://dapp.example'

export type DevnetInfo = Pick<
  Devnet,
  'serviceUrl' | 'integrators' | 'chains' | 'cancelDomain' | 'accounts'
> & { tron: Pick<Devnet['tron'], 'accounts' | 'tokens'> }

/** What a cluster needs of a running devnet (serializable: given to other processes). */
export function devnetInfoOf(devnet: Devnet): DevnetInfo {
  return {
    serviceUrl: devnet.serviceUrl,
    integrators: devnet.integrators,
    chains: devnet.chains,
    cancelDomain: devnet.cancelDomain,
    accounts: devnet.accounts,
    tron: { accounts: devnet.tron.accounts, tokens: devnet.tron.tokens },
  }
}

/**
 * Build timings for a test to watch a crash resolve: the BFF's answer deadline as deployed
 * (15 s), the build's own outcome awaited 16 s, so another instance may settle an attempt 17 s
 * after it began (the reconciler's grace), checked every half second.
 */
export const clusterBuildTimings = {
  answerDeadlineMs: 15_000,
  outcomeTimeoutMs: 16_000,
  lookupWindowMs: 500,
  lookupIntervalMs: 250,
  reconcileIntervalMs: 500,
}

export type StartClusterParameters = {
  devnet: DevnetInfo
  instances: number
  /** Shared state in Redis (REDIS_URL); default true. */
  redis?: boolean
  /** The journal on PostgreSQL (DATABASE_URL); default true (else each instance has PGlite). */
  postgres?: boolean
  /** Configuration every instance gets over the suite's defaults. */
  overrides?: Partial<BffConfig>
  nginxWorkers?: number | 'auto'
  onOutput?: (instance: number, line: string) => void
}

/**
 * A cluster on loopback: PostgreSQL, redis-server, `instances` BFF processes (bundled once) whose
 * upstream calls pass through a recorder on their way to the devnet, and nginx with
 * deploy/nginx.conf in front of them. Instances can be killed and started again on their port,
 * Redis stopped and started again on its port; `stop()` ends everything that runs.
 */
export async function startCluster(parameters: StartClusterParameters) {
  const started: { stop(): Promise<void> }[] = []
  try {
    const postgres: StartPostgresReturnType | undefined =
      parameters.postgres === false ? undefined : await startPostgres()
    if (postgres) started.push(postgres)
    let redis: StartRedisReturnType | undefined =
      parameters.redis === false ? undefined : await startRedis()
    const redisPort = redis?.port
    started.push({ stop: async () => redis?.stop() })
    const recorder = await startUpstreamRecorder({ target: parameters.devnet.serviceUrl })
    started.push(recorder)
    const bundle = await bundleBff()
    started.push({ stop: async () => rmSync(bundle.dir, { recursive: true, force: true }) })
    const ports = await Promise.all(Array.from({ length: parameters.instances }, () => freePort()))
    const configs = ports.map(
      (port, index): BffConfig =>
        bffConfigForDevnet(parameters.devnet, {
          port,
          upstreamUrl: `${recorder.url}/i${index}`,
          // Browsers read the order from the service itself, not through the recorder.
          publicOrderUrl: parameters.devnet.serviceUrl,
          allowedOrigins: [clusterOrigin],
          // nginx is one hop; the suite's requests name their client in X-Forwarded-For as a
          // CDN in front of nginx would, so many clients can come from one test process.
          trustProxy: true,
          trustedProxyHops: 2,
          ...(postgres ? { databaseUrl: postgres.url } : {}),
          ...(redis ? { redisUrl: redis.url, instances: parameters.instances } : {}),
          ...parameters.overrides,
        }),
    )
    const instances: (BffInstance | undefined)[] = []
    const startInstance = async (index: number) => {
      instances[index] = await startBffInstance({
        script: bundle.script,
        config: configs[index]!,
        buildTimings: clusterBuildTimings,
        onOutput: (line) => parameters.onOutput?.(index, line),
      })
      return instances[index]!
    }
    started.push({
      stop: async () => {
        await Promise.all(instances.map((instance) => instance?.stop()))
      },
    })
    // One first (it applies the journal's migrations), then the others together.
    await startInstance(0)
    await Promise.all(configs.slice(1).map((_, index) => startInstance(index + 1)))
    const nginx: StartNginxReturnType = await startNginx({
      servers: ports.map((port) => `127.0.0.1:${port}`),
      ...(parameters.nginxWorkers ? { workers: parameters.nginxWorkers } : {}),
    })
    started.push(nginx)

    return {
      url: nginx.url,
      recorderUrl: recorder.url,
      recorder,
      postgresUrl: postgres?.url,
      redisUrl: redis?.url,
      instanceUrls: instances.map((instance) => instance!.url),
      instance: (index: number) => instances[index],
      /** `kill -9` of one instance: no shutdown, nothing flushed. */
      async killInstance(index: number) {
        await instances[index]?.stop({ kill: true })
        instances[index] = undefined
      },
      async startInstance(index: number) {
        if (instances[index]) return instances[index]!
        return startInstance(index)
      },
      async stopRedis() {
        await redis?.stop({ kill: true })
        redis = undefined
      },
      async startRedis() {
        if (!redisPort) throw new Error('this cluster runs without Redis')
        redis ??= await startRedis({ port: redisPort })
      },
      stop: () => stopAll(started),
    }
  } catch (error) {
    await stopAll(started)
    throw error
  }
}
export type Cluster = Awaited<ReturnType<typeof startCluster>>

async function stopAll(started: { stop(): Promise<void> }[]) {
  for (const item of started.reverse()) await item.stop().catch(() => undefined)
}
