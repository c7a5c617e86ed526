import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startDevnet } from '@ferry/devnet'
import type { TestProject } from 'vitest/node'
import { type Cluster, type DevnetInfo, devnetInfoOf, startCluster } from './startCluster.js'

/** What the suite's files are given (see useCluster.ts). */
export type ClusterInfo = {
  url: string
  controlUrl: string
  recorderUrl: string
  postgresUrl: string
  instanceUrls: string[]
  devnet: DevnetInfo
}

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: ClusterInfo
  }
}

/**
 * The cluster's controls as HTTP, for test files in other processes: `POST /instances/<n>/kill`
 * (SIGKILL), `POST /instances/<n>/start` (again on its port), `POST /redis/stop` (SIGKILL),
 * `POST /redis/start` (again on its port). Each answers once done.
 */
async function serveControls(cluster: Cluster) {
  const server = http.createServer(async (request, response) => {
    const [, what, index, action] = (request.url ?? '').split('/')
    try {
      if (request.method !== 'POST') throw new Error('POST only')
      if (what === 'instances' && action === 'kill') await cluster.killInstance(Number(index))
      else if (what === 'instances' && action === 'start')
        await cluster.startInstance(Number(index))
      else if (what === 'redis' && index === 'stop') await cluster.stopRedis()
      else if (what === 'redis' && index === 'start') await cluster.startRedis()
      else throw new Error(`unknown control ${request.url}`)
      response.writeHead(204).end()
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** One devnet and one cluster of three instances behind nginx for the whole suite. */
export default async function setup(project: TestProject) {
  const devnet = await startDevnet({ stepMs: 100 })
  const info = devnetInfoOf(devnet)
  let cluster: Cluster | undefined
  try {
    cluster = await startCluster({
      devnet: info,
      instances: 3,
      onOutput: (instance, line) => {
        if (process.env.FERRY_CLUSTER_LOGS) console.log(`[bff ${instance}] ${line}`)
      },
    })
    const controls = await serveControls(cluster)
    project.provide('cluster', {
      url: cluster.url,
      controlUrl: controls.url,
      recorderUrl: cluster.recorderUrl,
      postgresUrl: cluster.postgresUrl!,
      instanceUrls: cluster.instanceUrls,
      devnet: info,
    })
    return async () => {
      await controls.stop()
      await cluster?.stop()
      await devnet.stop()
    }
  } catch (error) {
    await cluster?.stop()
    await devnet.stop()
    throw error
  }
}
