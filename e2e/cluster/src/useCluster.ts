import { createDevControl } from '@ferry/test-utils'
import { inject } from 'vitest'
import { clusterOrigin } from './startCluster.js'
import type { UpstreamCall } from './startUpstreamRecorder.js'

/**
 * The suite's cluster (src/globalSetup.ts) seen from a test file: requests through nginx, the
 * calls the instances made upstream, and the controls that kill and restart its parts.
 */
export function useCluster() {
  const cluster = inject('cluster')
  const control = async (path: string) => {
    const response = await fetch(`${cluster.controlUrl}${path}`, { method: 'POST' })
    if (!response.ok) throw new Error(`${path}: ${await response.text()}`)
  }
  return {
    ...cluster,
    dev: createDevControl({ serviceUrl: cluster.devnet.serviceUrl }),
    /** A request through nginx from `client` (an address a CDN in front would have written). */
    request(
      path: string,
      init: RequestInit & { client?: string; json?: unknown } = {},
    ): Promise<Response> {
      const { client, json, ...rest } = init
      const headers = new Headers(rest.headers)
      headers.set('origin', clusterOrigin)
      if (client) headers.set('x-forwarded-for', client)
      if (json !== undefined) headers.set('content-type', 'application/json')
      return fetch(`${cluster.url}${path}`, {
        ...rest,
        headers,
        ...(json !== undefined ? { method: 'POST', body: JSON.stringify(json) } : {}),
      })
    },
    async upstreamCalls(
      filter: Partial<Pick<UpstreamCall, 'method' | 'instance'>> & {
        path?: RegExp
        since?: number
      } = {},
    ): Promise<UpstreamCall[]> {
      const calls = (await (await fetch(`${cluster.recorderUrl}/__calls`)).json()) as UpstreamCall[]
      return calls.filter(
        (call) =>
          (filter.method === undefined || call.method === filter.method) &&
          (filter.instance === undefined || call.instance === filter.instance) &&
          (filter.path === undefined || filter.path.test(call.path)) &&
          (filter.since === undefined || call.at >= filter.since),
      )
    },
    /**
     * Sends again after each 429's Retry-After, as a well-behaved client does (another file's
     * burst may have spent the minute), up to 75 s; resolves the first other answer.
     */
    async untilAdmitted(send: () => Promise<Response>): Promise<Response> {
      const started = Date.now()
      for (;;) {
        const response = await send()
        if (response.status !== 429 || Date.now() - started > 75_000) return response
        const seconds = Number(response.headers.get('retry-after')) || 1
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
      }
    },
    killInstance: (index: number) => control(`/instances/${index}/kill`),
    startInstance: (index: number) => control(`/instances/${index}/start`),
    stopRedis: () => control('/redis/stop'),
    startRedis: () => control('/redis/start'),
  }
}
