import { parseMessage } from '@ferry/embed/frame'
import { SwapWidget } from '@ferry/widget'
import { renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { propsOfHostInit } from './propsOfHostInit.js'

/** The host's init as the frame reads it off the wire. */
const init = (payload: Record<string, unknown>) => {
  const message = parseMessage(
    { source: 'ferry-embed', version: 1, type: 'init', payload: { params: {}, ...payload } },
    'host',
  )
  if (message?.type !== 'init') throw new Error('the init was not read')
  return message.payload
}

test("the host's approval policy, theme and locale become the widget's props", () => {
  expect(
    propsOfHostInit(
      init({ hasProvider: false, approval: 'unlimited', theme: 'dark', locale: 'es' }),
    ),
  ).toEqual({ approval: 'unlimited', theme: 'dark', locale: 'es' })
  // Without one the widget keeps its default, exact.
  expect(propsOfHostInit(init({ hasProvider: false }))).toEqual({})
})

test('a hostile approval from the host is refused by the widget, which names it', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const html = renderToString(
    <SwapWidget
      bffUrl="http://bff.test"
      {...propsOfHostInit(init({ hasProvider: false, approval: 'infinite' }))}
    />,
  )
  expect(html).toContain('role="alert"')
  expect(html).toContain(
    'approval must be &quot;exact&quot; or &quot;unlimited&quot;, got &quot;infinite&quot;',
  )
})
