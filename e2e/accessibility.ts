import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type TestInfo } from '@playwright/test'

/**
 * Runs axe (WCAG 2 A and AA rules) on what the page shows now and fails on any serious or
 * critical violation; the full report is attached under `name`. `frame`: the selector of the
 * iframe the widget is in, when it is in one.
 */
export async function expectAccessible(
  page: Page,
  testInfo: TestInfo,
  name: string,
  frame?: string,
) {
  const results = await new AxeBuilder({ page })
    .include(frame ? [frame, '.ferry'] : '.ferry')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  await testInfo.attach(`axe ${name}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  })
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    )
  expect(blocking, `axe on ${name}`).toEqual([])
}
