import type { PickerWordsMessages } from './pickerWordsEn.js'

/** Russian strings of the token picker's list and the smart amount input. */
export const pickerWordsRu: PickerWordsMessages = {
  searchTokens: 'Поиск токенов',
  searchPlaceholder: 'Название, сеть или адрес',
  noTokenFound: 'Токены не найдены',
  searching: 'Ищем среди всех токенов…',
  partial: 'Некоторые токены загрузить не удалось',
  smartSuggestions: 'Подсказки',
  chains: 'Сети',
  allChains: 'Все сети',
  unreadable: 'Не удалось понять. Введите число или слова вроде «100 USDC on Base».',
}
