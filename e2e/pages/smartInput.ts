import { expect, type Locator, type Page } from '@playwright/test'

/** The amount to pay as a smart input: the combobox and its list of suggestions. */
export class SmartInput {
  /** The amount to pay, a combobox once words are typed into it. */
  readonly combobox: Locator
  /** The list of suggestions the combobox controls. */
  readonly listbox: Locator
  /** The list by its role alone: its name is in the language shown (the screens' languages). */
  readonly listboxInAnyLanguage: Locator
  readonly options: Locator
  constructor(readonly page: Page) {
    this.combobox = page.getByRole('combobox', { name: 'Amount to pay' })
    this.listbox = page.getByRole('listbox', { name: 'Suggestions' })
    this.listboxInAnyLanguage = page.getByRole('listbox')
    this.options = this.listbox.getByRole('option')
  }
  /** Highlights the first option whose text matches `text` with ArrowDown, as a keyboard user. */
  async highlight(text: RegExp) {
    const rows = await this.options.allTextContents()
    const index = rows.findIndex((row) => text.test(row))
    expect(index, rows.join(' | ')).toBeGreaterThanOrEqual(0)
    for (let step = 0; step <= index; step++) await this.combobox.press('ArrowDown')
    const id = await this.options.nth(index).getAttribute('id')
    await expect(this.combobox).toHaveAttribute('aria-activedescendant', id!)
    await expect(this.options.nth(index)).toHaveAttribute('aria-selected', 'true')
  }
}
