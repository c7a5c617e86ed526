import type { RecipientWords } from './recipientWordsEn.js'

export const recipientWordsJa: RecipientWords = {
  errors: {
    required: 'このスワップにはこのアドレスが必要です',
    invalid_tron: 'TRON アドレス（T で始まる）を入力してください',
    invalid_evm: '0x で始まるアドレスを入力してください',
    invalid_bitcoin: 'ビットコインアドレス（bc1…、1…、3…）を入力してください',
    invalid_solana: 'Solana アドレスを入力してください',
  },
  token_contract: (chain) =>
    `このアドレスは ${chain} 上のトークンコントラクトです。送ったトークンは失われます。ご自身のウォレットのアドレスを入力してください`,
  tron_inactive: () =>
    `この TRON アカウントは有効化されていません。以前に TRX かトークンを受け取っている必要があります。一度入金するか、別のアドレスを入力してください`,
  not_deployed: (chain) =>
    `お使いのウォレットはコントラクトで、${chain} のこのアドレスには存在しません。先にデプロイした人が資金を管理できます。${chain} で管理しているアドレスを入力してください`,
  other_code: (chain) =>
    `${chain} のこのアドレスにあるコントラクトはお使いのウォレットのものではありません。同じアドレスが他人のものである可能性があります`,
  contract_depositor: (chain) =>
    `お使いのウォレットはコントラクト（Safe やスマートアカウント）です。同じアドレスが ${chain} に存在しない可能性があります。そこで管理している受取アドレスを入力してください`,
  tron_note: () =>
    'TRON アドレスは有効化されている必要があります（過去に TRX またはトークンを受け取っていること）',
  confirm: (chain) => `${chain} のこのアドレスを管理しています`,
}
