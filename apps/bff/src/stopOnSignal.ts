import type { Logger } from 'pino'

/**
 * The handler of SIGINT and SIGTERM: says the BFF is stopping, stops it (connections, then the
 * journal), says it stopped and how long that took, then exits. An orchestrator's log then shows
 * a clean stop rather than a process that went silent.
 */
export function stopOnSignal(parameters: {
  stop: () => Promise<void>
  logger: Pick<Logger, 'info'>
  exit: (code: number) => void
}) {
  return async (signal: NodeJS.Signals) => {
    const started = performance.now()
    parameters.logger.info({ signal }, `Ferry BFF stopping (${signal})`)
    await parameters.stop()
    parameters.logger.info(
      { signal, ms: Math.round(performance.now() - started) },
      'Ferry BFF stopped: connections closed, journal closed',
    )
    parameters.exit(0)
  }
}
