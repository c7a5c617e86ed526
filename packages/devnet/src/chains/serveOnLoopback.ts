import { type ServerType, serve } from '@hono/node-server'
import type { Hono } from 'hono'

/**
 * Serves a Hono app on 127.0.0.1 (port 0 picks a free one); `stop` also ends open keep-alive
 * connections, so a test's teardown does not wait on a client's idle socket.
 */
export async function serveOnLoopback(app: Hono, port = 0) {
  const server = await new Promise<ServerType & { address(): unknown }>((resolve) => {
    const instance = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
      resolve(instance as never),
    )
  })
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        ;(server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.()
      }),
  }
}
