// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'

test('importing the widget in Node, with no DOM, does not throw', async () => {
  expect(typeof globalThis.document).toBe('undefined')
  const widget = await import('./index.js')
  expect(widget.SwapWidget.displayName).toBe('SwapWidget')
  // The first import transforms the whole widget: seconds on a busy 2-core machine.
}, 30_000)

/** Runs `render` with every fetch recorded (and answered 500), then puts fetch back. */
async function withFetchesRecorded(render: (fetches: string[]) => void | Promise<void>) {
  const fetches: string[] = []
  const realFetch = globalThis.fetch
  globalThis.fetch = (async (url: string) => {
    fetches.push(url)
    return new Response(null, { status: 500 })
  }) as typeof fetch
  try {
    await render(fetches)
  } finally {
    globalThis.fetch = realFetch
  }
}

test('server rendering outputs the card skeleton, with no request made', async () => {
  const { SwapWidget } = await import('./index.js')
  await withFetchesRecorded(async (fetches) => {
    const html = renderToString(<SwapWidget bffUrl="https://swap.example.com" theme="dark" />)
    expect(html).toContain('class="ferry"')
    expect(html).toContain('data-theme="dark"')
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('Swap')
    expect(fetches).toEqual([])
  })
})

test('the whole form from initialData holds the places of the balance and of the USD value, as placeholders that read as nothing', async () => {
  const { SwapWidget } = await import('./index.js')
  const { configWithRpcs, params, usdcBase, usdcEth } = await import('../test/swapCardFixtures.js')
  await withFetchesRecorded(async (fetches) => {
    const html = renderToString(
      <SwapWidget
        bffUrl="https://swap.example.com"
        initialData={{
          config: configWithRpcs,
          params,
        }}
        defaults={{ from: `1:${usdcEth}`, to: `8453:${usdcBase}`, amount: '12.5' }}
      />,
    )
    const lines = [...html.matchAll(/<p class="ferry-balance">(.*?)<\/p>/g)].map(([, line]) =>
      line!.replaceAll(/ id="[^"]+"/g, ''),
    )
    // The amount to pay: its USD value's place (a price is read in the browser) and the
    // balance's (the server knows no wallet); the amount to receive: its USD value's place,
    // empty, as the quote comes later too.
    expect(lines).toEqual([
      '<span class="ferry-usd"><span class="ferry-placeholder" aria-hidden="true"></span></span>' +
        '<span class="ferry-balance-slot"><span class="ferry-placeholder" aria-hidden="true"></span></span>',
      '<span class="ferry-usd"></span>',
    ])
    expect(html).not.toContain('data-testid="balance"')
    // No dollar figure of any kind ("$0.00" included).
    expect(html).not.toMatch(/≈|\$\s?\d/)
    expect(fetches).toEqual([])
  })
})
