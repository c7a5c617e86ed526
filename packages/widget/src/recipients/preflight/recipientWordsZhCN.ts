import type { RecipientWords } from './recipientWordsEn.js'

export const recipientWordsZhCN: RecipientWords = {
  errors: {
    required: '此兑换必须填写该地址',
    invalid_tron: '请输入 TRON 地址（以 T 开头）',
    invalid_evm: '请输入以 0x 开头的地址',
    invalid_bitcoin: '请输入比特币地址（bc1…、1… 或 3…）',
    invalid_solana: '请输入 Solana 地址',
  },
  token_contract: (chain) =>
    `该地址是 ${chain} 上的代币合约：发送到这里的代币将会丢失。请输入您自己钱包的地址`,
  tron_inactive: () =>
    `该 TRON 账户尚未激活：它必须曾收到过 TRX 或代币。请先充值一次，或输入其他地址`,
  not_deployed: (chain) =>
    `您的钱包是一个合约，在 ${chain} 的该地址上并不存在：谁先在那里部署，谁就能控制这笔资金。请输入您在 ${chain} 上控制的地址`,
  other_code: (chain) => `${chain} 上该地址的合约不是您的钱包：同一地址在那里可能属于他人`,
  contract_depositor: (chain) =>
    `您的钱包是合约（Safe 或智能账户）：同一地址在 ${chain} 上可能不存在。请输入您在那里控制的收款地址`,
  tron_note: () => 'TRON 地址必须已激活：之前必须收到过 TRX 或代币',
  confirm: (chain) => `我控制 ${chain} 上的这个地址`,
}
