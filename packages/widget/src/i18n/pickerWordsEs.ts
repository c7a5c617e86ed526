import type { PickerWordsMessages } from './pickerWordsEn.js'

/** Spanish strings of the token picker's list and the smart amount input. */
export const pickerWordsEs: PickerWordsMessages = {
  searchTokens: 'Buscar tokens',
  searchPlaceholder: 'Nombre, red o dirección',
  noTokenFound: 'Ningún token coincide',
  searching: 'Buscando en todos los tokens…',
  partial: 'No se pudieron cargar algunos tokens',
  smartSuggestions: 'Sugerencias',
  chains: 'Redes',
  allChains: 'Todas las redes',
  unreadable: 'No se entiende. Escribe un número o palabras como «100 USDC on Base».',
}
