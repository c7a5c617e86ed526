/**
 * Decimal text with a `.` (formatAmount's, a host's or a preset's) written with the locale's
 * separator (`Localized.decimalSeparator`, from `Intl`), as the amount fields show and read it.
 */
export const localDecimal = (text: string, decimalSeparator: string): string =>
  decimalSeparator === '.' ? text : text.replace('.', decimalSeparator)
