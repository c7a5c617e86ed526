import type { PickerWordsMessages } from './pickerWordsEn.js'

/** Korean strings of the token picker's list and the smart amount input. */
export const pickerWordsKo: PickerWordsMessages = {
  searchTokens: '토큰 검색',
  searchPlaceholder: '이름, 체인 또는 주소',
  noTokenFound: '일치하는 토큰이 없습니다',
  searching: '모든 토큰 검색 중…',
  partial: '일부 토큰을 불러오지 못했습니다',
  smartSuggestions: '추천',
  chains: '체인',
  allChains: '모든 체인',
  unreadable: '이해할 수 없습니다. 숫자나 “100 USDC on Base” 같은 문구를 입력하세요.',
}
