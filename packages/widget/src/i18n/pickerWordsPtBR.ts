import type { PickerWordsMessages } from './pickerWordsEn.js'

/** Brazilian Portuguese strings of the token picker's list and the smart amount input. */
export const pickerWordsPtBR: PickerWordsMessages = {
  searchTokens: 'Buscar tokens',
  searchPlaceholder: 'Nome, rede ou endereço',
  noTokenFound: 'Nenhum token encontrado',
  searching: 'Buscando em todos os tokens…',
  partial: 'Não foi possível carregar alguns tokens',
  smartSuggestions: 'Sugestões',
  chains: 'Redes',
  allChains: 'Todas as redes',
  unreadable: 'Não entendemos. Digite um número ou palavras como “100 USDC on Base”.',
}
