import type { BrowserContext, Page } from '@playwright/test'

/**
 * Every request beyond loopback, from the page or any page it opens (a wallet SDK's popup),
 * refused and recorded.
 */
export async function refuseTheInternet(target: Page | BrowserContext) {
  const outside: string[] = []
  await target.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      outside.push(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  return outside
}

/** The CSP violations the page reports on its console. */
export function cspViolations(page: Page) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text())
  })
  return violations
}
