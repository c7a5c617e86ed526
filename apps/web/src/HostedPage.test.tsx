import { SwapWidget, type SwapWidgetProps } from '@ferry/widget'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { HostedPage } from './HostedPage.js'

// The real widget, watched: what the page hands it is what its swap runs with
// (SwapCard.approval.test.tsx follows `approval` from there to the v2 run).
vi.mock('@ferry/widget', async (original) => {
  const widget = await original<typeof import('@ferry/widget')>()
  const Widget = widget.SwapWidget
  return { ...widget, SwapWidget: vi.fn((props: SwapWidgetProps) => <Widget {...props} />) }
})
afterEach(() => vi.mocked(SwapWidget).mockClear())

const page = (query: string) =>
  renderToString(
    <HostedPage
      bffUrl="http://bff.test"
      search={new URLSearchParams(query)}
      initialData={undefined}
    />,
  )

test('?approval=unlimited reaches the widget; without it the widget keeps exact', () => {
  page('approval=unlimited')
  expect(vi.mocked(SwapWidget).mock.calls.at(-1)![0]).toMatchObject({ approval: 'unlimited' })
  page('amount=5')
  expect(vi.mocked(SwapWidget).mock.calls.at(-1)![0]).not.toHaveProperty('approval')
})

test('a bad approval in the link is refused with its reason, not run as another policy', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const html = page('approval=infinite')
  expect(html).toContain('role="alert"')
  expect(html).toContain(
    'approval must be &quot;exact&quot; or &quot;unlimited&quot;, got &quot;infinite&quot;',
  )
})
