import { SwapWidget, type SwapWidgetProps } from '@ferry/widget'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { HostedPage } from './HostedPage.js'

// The real widget, watched: what the page hands it is what its swap runs with
// (SwapCard.v2Run.test.tsx follows `approval` from there to the v2 run).
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

test('a link cannot widen the approval: ?approval= of any value is ignored, the widget keeps exact', () => {
  for (const query of ['approval=unlimited', 'approval=infinite', 'amount=5']) {
    const html = page(query)
    expect(vi.mocked(SwapWidget).mock.calls.at(-1)![0]).not.toHaveProperty('approval')
    expect(html).not.toContain('role="alert"')
  }
})
