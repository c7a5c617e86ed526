import type { RecipientWords } from './recipientWordsEn.js'

export const recipientWordsVi: RecipientWords = {
  errors: {
    required: 'Hoán đổi này cần địa chỉ này',
    invalid_tron: 'Nhập địa chỉ TRON (bắt đầu bằng T)',
    invalid_evm: 'Nhập địa chỉ bắt đầu bằng 0x',
    invalid_bitcoin: 'Nhập địa chỉ Bitcoin (bc1…, 1… hoặc 3…)',
    invalid_solana: 'Nhập địa chỉ Solana',
  },
  token_contract: (chain) =>
    `Địa chỉ này là hợp đồng token trên ${chain}: token gửi đến đó sẽ bị mất. Hãy nhập địa chỉ ví của chính bạn`,
  tron_inactive: () =>
    `Tài khoản TRON này chưa được kích hoạt: nó phải từng nhận TRX hoặc một token. Hãy nạp vào một lần hoặc nhập địa chỉ khác`,
  not_deployed: (chain) =>
    `Ví của bạn là một hợp đồng không tồn tại ở địa chỉ này trên ${chain}: ai triển khai ở đó trước sẽ kiểm soát số tiền. Hãy nhập địa chỉ bạn kiểm soát trên ${chain}`,
  other_code: (chain) =>
    `Hợp đồng ở địa chỉ này trên ${chain} không phải của ví bạn: cùng địa chỉ đó có thể thuộc về người khác`,
  contract_depositor: (chain) =>
    `Ví của bạn là một hợp đồng (Safe hoặc tài khoản thông minh): cùng địa chỉ có thể không tồn tại trên ${chain}. Hãy nhập địa chỉ nhận tiền bạn kiểm soát ở đó`,
  tron_note: () => 'Địa chỉ TRON phải được kích hoạt: đã từng nhận TRX hoặc một token',
  confirm: (chain) => `Tôi kiểm soát địa chỉ này trên ${chain}`,
}
