import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// The widget's e2e specs say what a person does and sees; where a control is found in the page
// (role, label, test id, CSS) belongs to the page objects (e2e/fixtures.ts's SwapPage and
// DemoHost, e2e/pages/, the wallets' and hosts' helpers), so that a changed control is fixed in
// one place. Walking down from a page object's locator (`swapPage.tracker.getByRole(…)`) is fine.
// Not checked: e2e/hosts, the host examples' own specs (third-party apps, run by test-hosts.sh).
const specs = fileURLToPath(new URL('../../e2e/specs/', import.meta.url))

/** Every place `source` looks a control up from a Playwright page itself (`page.getBy…(`). */
function directPageWalks(source: string): string[] {
  return [...source.matchAll(/(?<![\w$])page\.(?:locator|frameLocator|getBy[A-Z]\w*)\(/g)].map(
    (match) => {
      const line = source.slice(0, match.index).split('\n').length
      return `${line}: ${match[0]}`
    },
  )
}

test("the check finds a page walked directly, through a page object's page too, and nothing else", () => {
  expect(
    directPageWalks(
      [
        "await page.getByRole('button').click()",
        "swapPage.page.locator('.ferry')",
        "page.frameLocator('iframe')",
        'await swapPage.quotedReceive.waitFor()',
        "demo.component.getByRole('button')",
        'await page.goto(url)',
        'homepage.getByText(x)',
      ].join('\n'),
    ),
  ).toEqual(['1: page.getByRole(', '2: page.locator(', '3: page.frameLocator('])
})

test('every e2e spec finds the page’s controls through a page object', () => {
  const files = readdirSync(specs).filter((file) => file.endsWith('.spec.ts'))
  expect(files.length).toBeGreaterThan(20)
  const walks = files.flatMap((file) =>
    directPageWalks(readFileSync(`${specs}${file}`, 'utf8')).map((walk) => `${file}:${walk}`),
  )
  expect(walks).toEqual([])
})
