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
    await shootScreen(this.page, screen, {
      check: async ({ theme, width }) => {
        // Nothing of the tracker reaches past its right edge (cut or overlapping at 320 px).
        const spills = await this.tracker.evaluate((tracker) => {
          const edge = tracker.getBoundingClientRect().right + 0.5
          return [...tracker.querySelectorAll('*')]
            .filter((element) => element.getBoundingClientRect().right > edge)
            .map((element) => element.outerHTML.slice(0, 80))
        })
        expect(spills, `${screen} at ${width} px, ${theme}`).toEqual([])
      },
    })
  }
}
