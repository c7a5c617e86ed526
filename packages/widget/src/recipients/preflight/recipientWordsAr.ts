import type { RecipientWords } from './recipientWordsEn.js'

export const recipientWordsAr: RecipientWords = {
  errors: {
    required: 'هذا العنوان مطلوب لهذه المبادلة',
    invalid_tron: 'أدخل عنوان TRON (يبدأ بـ T)',
    invalid_evm: 'أدخل عنوانًا يبدأ بـ 0x',
    invalid_bitcoin: 'أدخل عنوان بيتكوين (…bc1 أو …1 أو …3)',
    invalid_solana: 'أدخل عنوان Solana',
  },
  token_contract: (chain) =>
    `هذا العنوان عقد رمز مميز على ${chain}: الرموز المرسلة إليه تضيع. أدخل عنوان محفظتك الخاصة`,
  tron_inactive: () =>
    `حساب TRON هذا غير مفعّل: يجب أن يكون قد تلقى TRX أو رمزًا من قبل. موّله مرة واحدة أو أدخل عنوانًا آخر`,
  not_deployed: (chain) =>
    `محفظتك عقد غير موجود على هذا العنوان في ${chain}: من ينشره هناك أولًا يتحكم في الأموال. أدخل عنوانًا تتحكم فيه على ${chain}`,
  other_code: (chain) =>
    `العقد الموجود على هذا العنوان في ${chain} ليس عقد محفظتك: قد يعود العنوان نفسه لشخص آخر هناك`,
  contract_depositor: (chain) =>
    `محفظتك عقد (Safe أو حساب ذكي): قد لا يكون العنوان نفسه موجودًا على ${chain}. أدخل عنوان الاستلام الذي تتحكم فيه هناك`,
  tron_note: () => 'يجب أن تكون عناوين TRON مفعّلة: أي أنها استلمت TRX أو رمزًا من قبل',
  confirm: (chain) => `أنا أتحكم في هذا العنوان على ${chain}`,
}
