import { expect, test } from 'vitest'
import { useChainlessService } from '../../test/inProcessService.js'
import { devRoutes } from '../routes/dev/controls.js'
import { paramsRoutes } from '../routes/v2/params.js'

// The dropped response needs a real socket: build.test.ts covers it on the devnet.
const { api } = useChainlessService((app, deps) =>
  app.route('/v2', paramsRoutes(deps)).route('/dev', devRoutes(deps)),
)

test('an injected fault answers once, then the route is normal again', async () => {
  await api('/dev/faults', {
    body: { route: 'params', status: 502, body: { error: 'Injected' } },
  })
  expect((await api('/v2/params')).status).toBe(502)
  expect((await api('/v2/params')).status).toBe(200)
})

test('a fault answers its body, content type and headers as injected, as often as asked', async () => {
  await api('/dev/faults', {
    body: {
      route: 'params',
      status: 503,
      body: 'upstream down',
      headers: { 'retry-after': '7' },
      times: 2,
    },
  })
  for (let i = 0; i < 2; i++) {
    const faulted = await api('/v2/params')
    expect(faulted).toMatchObject({ status: 503, body: 'upstream down' })
    expect(faulted.headers.get('content-type')).toBe('text/plain')
    expect(faulted.headers.get('retry-after')).toBe('7')
  }
  expect((await api('/v2/params')).status).toBe(200)
})

test('DELETE /dev/faults clears every pending fault', async () => {
  await api('/dev/faults', { body: { route: 'params', status: 500 } })
  await api('/dev/faults', { method: 'DELETE' })
  expect((await api('/v2/params')).status).toBe(200)
})
