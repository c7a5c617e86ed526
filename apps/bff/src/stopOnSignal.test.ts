import { expect, test } from 'vitest'
import { stopOnSignal } from './stopOnSignal.js'

test('a stop signal is logged, the BFF stopped, the stop logged with its duration, then exit 0', async () => {
  const events: string[] = []
  const shutdown = stopOnSignal({
    stop: async () => {
      events.push('stop')
    },
    logger: {
      info: ((fields: object, line: string) => {
        events.push(`${line} ${JSON.stringify(Object.keys(fields))}`)
      }) as never,
    },
    exit: (code) => events.push(`exit ${code}`),
  })
  await shutdown('SIGTERM')
  expect(events).toEqual([
    'Ferry BFF stopping (SIGTERM) ["signal"]',
    'stop',
    'Ferry BFF stopped: connections closed, journal closed ["signal","ms"]',
    'exit 0',
  ])
})
