// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'

test('importing the widget in Node, with no DOM, does not throw', async () => {
  expect(typeof globalThis.document).toBe('undefined')
  const widget = await import('./index.js')
  expect(widget.SwapWidget.displayName).toBe('SwapWidget')
  // The first import transforms the whole widget: seconds on a busy 2-core machine.
}, 30_000)

test('server rendering outputs the card skeleton, with no request made', async () => {
  const { SwapWidget } = await import('./index.js')
  const fetches: string[] = []
  const realFetch = globalThis.fetch
  globalThis.fetch = (async (url: string) => {
    fetches.push(url)
    return new Response(null, { status: 500 })
  }) as typeof fetch
  try {
    const html = renderToString(<SwapWidget bffUrl="https://swap.example.com" theme="dark" />)
    expect(html).toContain('class="ferry"')
    expect(html).toContain('data-theme="dark"')
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('Swap')
    expect(fetches).toEqual([])
  } finally {
    globalThis.fetch = realFetch
  }
})
