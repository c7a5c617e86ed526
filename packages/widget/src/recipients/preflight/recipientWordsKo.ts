import type { RecipientWords } from './recipientWordsEn.js'

export const recipientWordsKo: RecipientWords = {
  errors: {
    required: '이 스왑에는 이 주소가 필요합니다',
    invalid_tron: 'TRON 주소(T로 시작)를 입력하세요',
    invalid_evm: '0x로 시작하는 주소를 입력하세요',
    invalid_bitcoin: '비트코인 주소(bc1…, 1… 또는 3…)를 입력하세요',
    invalid_solana: 'Solana 주소를 입력하세요',
  },
  token_contract: (chain) =>
    `이 주소는 ${chain}의 토큰 컨트랙트입니다. 여기로 보낸 토큰은 잃게 됩니다. 본인 지갑 주소를 입력하세요`,
  tron_inactive: () =>
    `이 TRON 계정은 활성화되지 않았습니다. 이전에 TRX나 토큰을 받은 적이 있어야 합니다. 한 번 입금하거나 다른 주소를 입력하세요`,
  not_deployed: (chain) =>
    `지갑이 ${chain}의 이 주소에 존재하지 않는 컨트랙트입니다. 그곳에 먼저 배포하는 사람이 자금을 통제합니다. ${chain}에서 직접 관리하는 주소를 입력하세요`,
  other_code: (chain) =>
    `${chain}의 이 주소에 있는 컨트랙트는 내 지갑의 것이 아닙니다. 같은 주소가 그곳에서는 다른 사람의 것일 수 있습니다`,
  contract_depositor: (chain) =>
    `지갑이 컨트랙트(Safe 또는 스마트 계정)입니다. 같은 주소가 ${chain}에 없을 수 있습니다. 그곳에서 관리하는 수령 주소를 입력하세요`,
  tron_note: () =>
    'TRON 주소는 활성화되어 있어야 합니다. 이전에 TRX나 토큰을 받은 적이 있어야 합니다',
  confirm: (chain) => `${chain}에서 이 주소를 관리하고 있습니다`,
}
