import type { PickerWordsMessages } from './pickerWordsEn.js'

/** Japanese strings of the token picker's list and the smart amount input. */
export const pickerWordsJa: PickerWordsMessages = {
  searchTokens: 'トークンを検索',
  searchPlaceholder: '名前、チェーン、アドレス',
  noTokenFound: '一致するトークンがありません',
  searching: 'すべてのトークンを検索中…',
  partial: '一部のトークンを読み込めませんでした',
  smartSuggestions: '候補',
  chains: 'チェーン',
  allChains: 'すべてのチェーン',
  unreadable: '読み取れません。数値か、「100 USDC on Base」のような語句を入力してください。',
}
