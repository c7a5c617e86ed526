import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, type Locator, type Page, type Request, test } from '@playwright/test'
import { expectAccessible } from './accessibility.js'

/**
 * Every screen the e2e run photographs, each in both themes at both widths. The list is the
 * contract: `checkScreens.ts` (run by scripts/test-all.sh after the suite) fails when a screen
 * here lacks one of its four shots, so a screen that silently stops being shot is caught.
 * Each entry names the spec that shoots it.
 */
export const screens = {
  'form-empty': 'lookAndFeel: the form before a wallet is connected',
  'form-quote': 'lookAndFeel: a quote with its details (every fee, rate, countdown)',
  'form-quote-asked':
    'quoteCard: the quote asked for, its rows held without figures, Swap disabled below them',
  'form-error-minimum': 'lookAndFeel: an amount below the minimum, with the fix offered',
  'form-error-maintenance': 'service: the service paused for maintenance',
  'form-error-expired': 'service: the price expired before the build',
  'form-error-unfundable': 'buildOutcome: a build whose answer was lost',
  'token-picker': 'tokenPicker: the open picker, chains with icons, a logo that fell back',
  'token-picker-chain':
    'tokenPicker: one chain shown alone by the chain row, in Arabic (right to left)',
  'smart-input': 'smartInput: "100 usdc on base" with its suggestions',
  'smart-input-unreadable': 'smartInput: words the service cannot read, said under the field',
  'swap-step-approving': 'swap: the approval waiting in the wallet',
  'swap-step-checking': 'buildOutcome: a build answered late, being checked',
  'tracker-in-progress': 'trackerStory: an order published, with its cancel button',
  'cancel-confirmation': 'cancel: what a cancel refunds and the flat fee it keeps, before signing',
  'tracker-cancelled': 'trackerStory: cancelled and refunded, on its receipt',
  'tracker-delivered': 'trackerStory: delivered in full, on its receipt',
  'tracker-partial': 'trackerStory: partly filled and partly refunded',
  'tracker-delivery-failed': 'outcomes: the payout failed on the destination chain',
  'tron-deposit': 'tron: the deposit address and exact amount of a TRON source',
  history: 'history: every order of the address after the sign-in',
  'receipt-from-history': 'trackerStory: a finished order reopened from history',
  'v1-routes': 'v1Swap: the routes v1 streamed, the best preselected',
  'v1-plan-steps': 'v1Swap: the plan run, deposit sent, registering',
  'v1-plan-transfer': 'v1Swap: a TRON transfer plan: address, QR, exact amount, hash field',
  'v1-tracker-created': 'v1Tracking: status created',
  'v1-tracker-deposited': 'v1Tracking: status deposited',
  'v1-tracker-published': 'v1Tracking: status published',
  'v1-tracker-refund_pending': 'v1Tracking: status refund_pending',
  'v1-tracker-filled': 'v1Tracking: status filled',
  'v1-tracker-refunded': 'v1Tracking: status refunded',
  'v1-tracker-failed': 'v1Tracking: status failed',
  'v1-history': 'v1Tracking: history with a v1 order',
  'hosted-long-amount': 'ssr: the page header and account bar over a long amount',
  'server-placeholders': 'ssr: the server HTML alone, the balance and USD places held',
  'usd-beside-amounts': 'ssr: hydrated, the balance and the USD values beside both amounts',
  'embed-iframe': 'scriptTag: the iframe on a plain host page, quoted',
} as const

export type Screen = keyof typeof screens
export type Theme = 'light' | 'dark'

export const themes: readonly Theme[] = ['light', 'dark']
export const widths = [320, 440] as const

/** Kept by CI with the rest of the repository's `artifacts/`. */
export const screenshotsDirectory = fileURLToPath(
  new URL('../artifacts/screenshots/', import.meta.url),
)

export const shotFile = (screen: Screen, theme: Theme, width: number) =>
  `${screen}--${theme}-${width}.png`

/**
 * Each screen again in Arabic (right to left: the layout mirrored) and Japanese, turned in place
 * after the English shots (the hosted page follows `?locale=` on a history move, and the widget
 * keeps its state across the switch; see `turnTo` for the screens it does not reach), axe run
 * in each. Three shots, not four per language,
 * to keep the run short: every theme and width is still met in Arabic.
 */
export const languageShots = [
  { locale: 'ar', theme: 'light', width: 320 },
  { locale: 'ar', theme: 'dark', width: 440 },
  { locale: 'ja', theme: 'light', width: 440 },
] as const satisfies readonly { locale: string; theme: Theme; width: number }[]
export type LanguageShot = (typeof languageShots)[number]

export const languageShotFile = (screen: Screen, shot: LanguageShot) =>
  `${screen}--${shot.locale}-${shot.theme}-${shot.width}.png`

export type ShootScreenOptions = {
  /** The element to photograph (an iframe, say); the whole page when not given. */
  element?: Locator
  /** The iframe the widget is in, as a selector on the page: axe looks inside it. */
  frame?: string
  /**
   * The widget's root, which must follow the system's colour scheme (`theme=auto`); the page's
   * first `.ferry` when not given. For an iframe, its root inside the frame.
   */
  root?: Locator
  /** Assertions to run at each theme and width, and in each language (`locale`), before the shot. */
  check?: (variant: { theme: Theme; width: number; locale?: string }) => Promise<void>
  /**
   * Turns the screen to a locale (none: back to how it was) when `?locale=` on a history move
   * does not reach it: a page without scripts loads the server's HTML again, a host asks its
   * iframe again. Resolves once the screen shows that locale's words.
   */
  turnTo?: (locale: string | undefined) => Promise<void>
}

/**
 * Photographs what the page shows now in the light and dark theme at 320 and 440 px wide, into
 * `artifacts/screenshots/<screen>--<theme>-<width>.png`.
 *
 * The theme changes the way a visitor's system changes it: the widget (and the hosted page)
 * run with `theme=auto` and the emulated `prefers-color-scheme` flips. Nothing reloads or
 * re-renders, so a swap under way goes on; the viewport and colour scheme are put back after.
 */
export async function shootScreen(page: Page, screen: Screen, options: ShootScreenOptions = {}) {
  const root = options.root ?? page.locator('.ferry').first()
  const mode = await root.getAttribute('data-theme')
  if (mode !== 'auto')
    throw new Error(
      `${screen}: the widget's theme is "${mode}"; open it with theme=auto (hostedPageUrl) so that its shots can follow the emulated colour scheme`,
    )
  const viewport = page.viewportSize()
  const wasDark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)
  mkdirSync(screenshotsDirectory, { recursive: true })
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme })
    // The scheme reached the widget's document (an iframe's too).
    expect(
      await root.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches),
      `${screen}: the ${theme} scheme in the widget's document`,
    ).toBe(theme === 'dark')
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 })
      await options.check?.({ theme, width })
      const path = `${screenshotsDirectory}${shotFile(screen, theme, width)}`
      if (options.element) await options.element.screenshot({ path, animations: 'disabled' })
      else await page.screenshot({ path, fullPage: true, animations: 'disabled' })
    }
  }
  await shootLanguages(page, screen, root, options)
  await page.emulateMedia({ colorScheme: wasDark ? 'dark' : 'light' })
  if (viewport) await page.setViewportSize(viewport)
}

/** Moves the page's URL to `?locale=<locale>` (none: as it was) the way a history move does. */
async function followLocale(page: Page, locale: string | null) {
  await page.evaluate((locale) => {
    const url = new URL(location.href)
    if (locale) url.searchParams.set('locale', locale)
    else url.searchParams.delete('locale')
    history.replaceState(history.state, '', url)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, locale)
}

/**
 * Waits until no script the page asked for is still on its way and two frames have been
 * painted since: the locale's lazy catalogs (the quote's, the tracker's words…) are in.
 */
async function scriptsSettled(page: Page, loading: () => number) {
  const paintedFrames = () =>
    page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
  for (let quiet = 0; quiet < 2; ) {
    await expect.poll(loading).toBe(0)
    await paintedFrames()
    quiet = loading() === 0 ? quiet + 1 : 0
  }
}

async function shootLanguages(
  page: Page,
  screen: Screen,
  root: Locator,
  options: ShootScreenOptions,
) {
  const turnTo = options.turnTo ?? ((locale) => followLocale(page, locale ?? null))
  const before = { lang: await root.getAttribute('lang'), url: new URL(page.url()) }
  let loading = 0
  const started = (request: Request) => {
    if (request.resourceType() === 'script') loading++
  }
  const ended = (request: Request) => {
    if (request.resourceType() === 'script') loading--
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    for (const locale of new Set(languageShots.map((shot) => shot.locale))) {
      await turnTo(locale)
      await expect(root, `${screen}: the page turned to ${locale}`).toHaveAttribute('lang', locale)
      await scriptsSettled(page, () => loading)
      await expectAccessible(page, test.info(), `${screen} in ${locale}`, options.frame)
      for (const shot of languageShots.filter((shot) => shot.locale === locale)) {
        await page.emulateMedia({ colorScheme: shot.theme })
        await page.setViewportSize({ width: shot.width, height: 900 })
        await options.check?.(shot)
        const path = `${screenshotsDirectory}${languageShotFile(screen, shot)}`
        if (options.element) await options.element.screenshot({ path, animations: 'disabled' })
        else await page.screenshot({ path, fullPage: true, animations: 'disabled' })
      }
    }
  } finally {
    await turnTo(before.url.searchParams.get('locale') ?? undefined)
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
  if (before.lang) await expect(root).toHaveAttribute('lang', before.lang)
}

/** Empties the screenshot folder, so that only this run's shots are counted. */
export function clearScreenshots() {
  rmSync(screenshotsDirectory, { recursive: true, force: true })
  mkdirSync(screenshotsDirectory, { recursive: true })
}

/** The shots of the expected screens that are not in the folder, as file names. */
export function missingShots(): string[] {
  return (Object.keys(screens) as Screen[])
    .flatMap((screen) => shotsOf(screen).map((shot) => shot.file))
    .filter((file) => !existsSync(`${screenshotsDirectory}${file}`))
}

/** A screen's shots, as files and contact-sheet labels: both themes at both widths, then its languages. */
function shotsOf(screen: Screen): { file: string; label: string; theme: Theme; width: number }[] {
  const english = themes.flatMap((theme) =>
    widths.map((width) => ({
      file: shotFile(screen, theme, width),
      label: `${theme} · ${width} px`,
      theme,
      width,
    })),
  )
  return [
    ...english,
    ...languageShots.map((shot) => ({
      file: languageShotFile(screen, shot),
      label: `${shot.locale} · ${shot.theme} · ${shot.width} px`,
      theme: shot.theme,
      width: shot.width,
    })),
  ]
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * Writes `index.html` beside the shots: every expected screen on one row, its four shots side
 * by side (light 320, light 440, dark 320, dark 440) then its language shots, a missing one
 * marked as such.
 */
export function writeContactSheet(): string {
  mkdirSync(screenshotsDirectory, { recursive: true })
  const missing = new Set(missingShots())
  const rows = Object.entries(screens).map(([screen, about]) => {
    const cells = shotsOf(screen as Screen).map(({ file, label, theme, width }) =>
      missing.has(file)
        ? `<figure class="missing"><figcaption>${label}</figcaption><p>missing</p></figure>`
        : `<figure class="${theme}"><figcaption>${label}</figcaption><a href="${file}"><img src="${file}" width="${width}" alt="${escapeHtml(`${screen}, ${label}`)}" loading="lazy"></a></figure>`,
    )
    return `<section id="${screen}"><h2><a href="#${screen}">${screen}</a></h2><p>${escapeHtml(about)}</p><div class="shots">${cells.join('')}</div></section>`
  })
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Ferry screens</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #e5e7eb; color: #111827; }
section { margin: 0 0 32px; }
h2 { font-size: 16px; margin: 0; } h2 a { color: inherit; }
section > p { margin: 2px 0 8px; color: #4b5563; }
.shots { display: flex; gap: 16px; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; flex: none; }
figcaption { font-size: 12px; color: #4b5563; margin-bottom: 4px; }
img { display: block; height: auto; outline: 1px solid #9ca3af; }
.missing p { width: 320px; padding: 24px 0; text-align: center; background: #fee2e2; color: #991b1b; font-weight: 600; }
</style></head><body>
<h1>Ferry screens</h1>
<p>${Object.keys(screens).length} screens in both themes at 320 and 440 px, then in Arabic and Japanese (e2e/screens.ts)${missing.size ? `; <strong>${missing.size} shots missing</strong>` : ''}.</p>
<nav>${Object.keys(screens)
    .map((screen) => `<a href="#${screen}">${screen}</a>`)
    .join(' · ')}</nav>
${rows.join('\n')}
</body></html>
`
  const path = `${screenshotsDirectory}index.html`
  writeFileSync(path, html)
  return path
}
