import type { Page } from '@playwright/test'

/**
 * Frames `target` from the page now open and tells whether the browser showed it: a frame
 * refused by `frame-ancestors` or `X-Frame-Options` is left on Chromium's error page.
 */
export async function framesInto(page: Page, target: string) {
  await page.evaluate(
    (src) =>
      new Promise<void>((resolve) => {
        const iframe = document.createElement('iframe')
        iframe.onload = () => resolve()
        iframe.src = src
        document.body.appendChild(iframe)
      }),
    target,
  )
  const frame = await page.locator('iframe').last().elementHandle()
  return (await frame!.contentFrame())!.url() === target
}
