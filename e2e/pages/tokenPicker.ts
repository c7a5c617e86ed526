import { expect, type Locator, type Page } from '@playwright/test'

/** The token picker of one side, as a person uses it. */
export class TokenPicker {
  /** The button that shows the chosen token and opens the dialog. */
  readonly button: Locator
  /** The open picker dialog. */
  readonly dialog: Locator
  /** The dialog's search box (a combobox over the list). */
  readonly search: Locator
  /** The chain groups of the list, each named by its chain. */
  readonly groups: Locator
  /** The row of chain buttons above the list (one chain alone, or all). */
  readonly chainRow: Locator
  constructor(
    readonly page: Page,
    side: 'From' | 'To',
  ) {
    this.button = page.getByRole('button', { name: new RegExp(`^${side}:`) })
    this.dialog = page.locator('dialog[open]')
    this.search = this.dialog.getByRole('combobox', { name: 'Search tokens' })
    this.groups = this.dialog.getByRole('listbox').getByRole('group')
    this.chainRow = this.dialog.getByRole('group', { name: 'Chains' })
  }
  /** The option of a token by its form id, `<chainId>:<address>`. */
  option(tokenId: string) {
    return this.dialog.locator(`[role=option][data-token="${tokenId}"]`)
  }
  /** Opens the dialog and waits for the v1 catalog's chains to be listed. */
  async open() {
    await this.button.click()
    await expect(this.search).toBeFocused()
    await expect(this.groups.nth(4)).toBeVisible()
  }
}
