import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { serveOnLoopback } from './serveOnLoopback.js'

/** A chain simulated in process (Solana, Bitcoin): its clock starts and stops. */
export type SandboxRuntime = { start(): void; stop(): void }

export type StartSandboxChainParameters = {
  runtime: SandboxRuntime
  /** The chain's APIs by mount path, e.g. `[['/', rpc], ['/explorer', explorer]]`. */
  routes: readonly (readonly [path: string, routes: Hono])[]
  /** 0 (default) picks a free port. */
  port?: number | undefined
}

/**
 * Serves a sandbox chain's APIs on 127.0.0.1 with open CORS (browser wallets call them) and ties
 * the runtime to the server: its clock starts once the server listens and stops before it closes.
 */
export async function startSandboxChain(parameters: StartSandboxChainParameters) {
  const { runtime } = parameters
  const app = new Hono()
  app.use(cors({ origin: '*' }))
  for (const [path, routes] of parameters.routes) app.route(path, routes)
  const server = await serveOnLoopback(app, parameters.port)
  runtime.start()
  return {
    url: server.url,
    async stop() {
      runtime.stop()
      await server.stop()
    },
  }
}
