import type { PickerWordsMessages } from './pickerWordsEn.js'

/** Simplified Chinese strings of the token picker's list and the smart amount input. */
export const pickerWordsZhCN: PickerWordsMessages = {
  searchTokens: '搜索代币',
  searchPlaceholder: '名称、网络或地址',
  noTokenFound: '没有匹配的代币',
  searching: '正在搜索全部代币…',
  partial: '部分代币未能加载',
  smartSuggestions: '建议',
  chains: '链',
  allChains: '全部链',
  unreadable: '无法识别。请输入数字，或类似“100 USDC on Base”的文字。',
}
