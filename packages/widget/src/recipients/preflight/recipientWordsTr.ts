import type { RecipientWords } from './recipientWordsEn.js'

export const recipientWordsTr: RecipientWords = {
  errors: {
    required: 'Bu takas için bu adres gerekli',
    invalid_tron: 'Bir TRON adresi girin (T ile başlar)',
    invalid_evm: '0x ile başlayan bir adres girin',
    invalid_bitcoin: 'Bir Bitcoin adresi girin (bc1…, 1… veya 3…)',
    invalid_solana: 'Bir Solana adresi girin',
  },
  token_contract: (chain) =>
    `Bu adres ${chain} üzerinde bir token sözleşmesi: buraya gönderilen tokenler kaybolur. Kendi cüzdanınızın adresini girin`,
  tron_inactive: () =>
    `Bu TRON hesabı etkin değil: daha önce TRX veya bir token almış olmalı. Bir kez para yatırın ya da başka bir adres girin`,
  not_deployed: (chain) =>
    `Cüzdanınız ${chain} üzerinde bu adreste bulunmayan bir sözleşme: orada ilk dağıtan fonları kontrol eder. ${chain} üzerinde kontrol ettiğiniz bir adres girin`,
  other_code: (chain) =>
    `${chain} üzerinde bu adresteki sözleşme cüzdanınıza ait değil: aynı adres orada başkasına ait olabilir`,
  contract_depositor: (chain) =>
    `Cüzdanınız bir sözleşme (Safe veya akıllı hesap): aynı adres ${chain} üzerinde bulunmayabilir. Orada kontrol ettiğiniz ödeme adresini girin`,
  tron_note: () =>
    'TRON adresleri etkinleştirilmiş olmalı: daha önce TRX veya bir token almış olmalı',
  confirm: (chain) => `${chain} üzerindeki bu adresi ben kontrol ediyorum`,
}
