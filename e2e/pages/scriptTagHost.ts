import type { FrameLocator, Locator, Page } from '@playwright/test'

/**
 * A plain HTML page of the integrator's that includes the `<script>` build: the widget mounts
 * its iframe into `#swap`, or says there why it cannot.
 */
export class ScriptTagHost {
  /** The iframe the script made, and its content. */
  readonly iframe: Locator
  readonly frame: FrameLocator
  /** The root element (`<html>`) of the document inside the iframe: its `lang` and `dir`. */
  readonly frameDocument: Locator
  /** What the script says in `#swap` when the widget cannot be shown (with a Retry). */
  readonly alert: Locator
  constructor(readonly page: Page) {
    this.iframe = page.locator('#swap iframe')
    this.frame = page.frameLocator('#swap iframe')
    this.frameDocument = this.frame.locator('html')
    this.alert = page.locator('#swap [role="alert"]')
  }
}
