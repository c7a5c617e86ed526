import { expect, type Locator, type Page } from '@playwright/test'
import { type Screen, shootScreen } from '../screens.js'

/** The tracker's parts as a person reads them. */
export class TrackerStory {
  /** The tracker region. */
  readonly tracker: Locator
  /** What was sent and what arrives: one box per side. */
  readonly legs: Locator
  /** The final receipt, once the order is finished. */
  readonly receipt: Locator
  constructor(readonly page: Page) {
    this.tracker = page.getByRole('region', { name: 'Order progress' })
    this.legs = this.tracker.locator('.ferry-leg')
    this.receipt = page.getByRole('region', { name: 'Receipt' })
  }
  /** Shoots the screen in both themes at 320 and 440 px, and checks nothing of the tracker spills. */
  async shoot(screen: Screen) {
    // By class: the check runs in Arabic and Japanese too, where the region's name is translated
    // (a locator by the English name waited there until the test's time ran out).
    const trackerInAnyLanguage = this.page.locator('.ferry-tracker')
    await shootScreen(this.page, screen, {
      check: async ({ theme, width, locale = 'en' }) => {
        // Nothing of the tracker reaches past its right edge (cut or overlapping at 320 px).
        const spills = await trackerInAnyLanguage.evaluate((tracker) => {
          const edge = tracker.getBoundingClientRect().right + 0.5
          return [...tracker.querySelectorAll('*')]
            .filter((element) => element.getBoundingClientRect().right > edge)
            .map((element) => element.outerHTML.slice(0, 80))
        })
        expect(spills, `${screen} in ${locale} at ${width} px, ${theme}`).toEqual([])
      },
    })
  }
}
