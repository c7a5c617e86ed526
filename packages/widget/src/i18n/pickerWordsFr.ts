import type { PickerWordsMessages } from './pickerWordsEn.js'

/** French strings of the token picker's list and the smart amount input. */
export const pickerWordsFr: PickerWordsMessages = {
  searchTokens: 'Rechercher des jetons',
  searchPlaceholder: 'Nom, réseau ou adresse',
  noTokenFound: 'Aucun jeton ne correspond',
  searching: 'Recherche parmi tous les jetons…',
  partial: 'Certains jetons n’ont pas pu être chargés',
  smartSuggestions: 'Suggestions',
  chains: 'Réseaux',
  allChains: 'Tous les réseaux',
  unreadable: 'Texte non compris. Saisissez un nombre, ou des mots comme « 100 USDC on Base ».',
}
