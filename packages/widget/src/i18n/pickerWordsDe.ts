import type { PickerWordsMessages } from './pickerWordsEn.js'

/** German strings of the token picker's list and the smart amount input. */
export const pickerWordsDe: PickerWordsMessages = {
  searchTokens: 'Token suchen',
  searchPlaceholder: 'Name, Chain oder Adresse',
  noTokenFound: 'Kein passender Token',
  searching: 'Alle Token werden durchsucht…',
  partial: 'Einige Token konnten nicht geladen werden',
  smartSuggestions: 'Vorschläge',
  chains: 'Chains',
  allChains: 'Alle Chains',
  unreadable: 'Nicht verstanden. Gib eine Zahl ein oder Wörter wie „100 USDC on Base“.',
}
