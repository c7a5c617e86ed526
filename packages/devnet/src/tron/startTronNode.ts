import { serveOnLoopback } from '../chains/serveOnLoopback.js'
import { tronGridRoutes } from './tronGridRoutes.js'
import type { TronLedger } from './tronLedger.js'
import { createTronNode } from './tronNode.js'

export type StartTronNodeParameters = {
  ledger: TronLedger
  /** 0 (default) picks a free port. */
  port?: number
  /** Unix milliseconds (the devnet clock); default the system's. */
  nowMs?: () => number
}

/** The devnet's TRON node behind its TronGrid-shaped HTTP API on 127.0.0.1 (README: TRON). */
export async function startTronNode(parameters: StartTronNodeParameters) {
  const node = createTronNode({ ledger: parameters.ledger, nowMs: parameters.nowMs ?? Date.now })
  const server = await serveOnLoopback(
    tronGridRoutes({ node, ledger: parameters.ledger }),
    parameters.port,
  )
  return { node, fullHost: server.url, stop: () => server.stop() }
}

export type TronNodeServer = Awaited<ReturnType<typeof startTronNode>>
