import type { WalletMenuMessages } from './walletMenuEn.js'

/** Korean strings of the wallet menu. */
export const walletMenuKo: WalletMenuMessages = {
  title: '지갑 연결',
  browserWallet: '브라우저 지갑',
  recent: '최근 사용',
  connecting: (name: string) => `${name} 대기 중… 지갑에서 확인하세요`,
  rejected: '지갑에서 연결이 거부되었습니다. 준비되면 다시 시도하세요.',
  locked:
    '지갑이 잠겨 있거나 다른 요청을 처리 중입니다. 지갑을 열어 잠금을 해제한 뒤 다시 시도하세요.',
  failed: (name: string) =>
    `${name}에 연결하지 못했습니다. 다시 시도하거나 다른 지갑을 선택하세요.`,
  unavailable: (name: string) => `이 페이지에서는 ${name}을(를) 사용할 수 없습니다.`,
  noneInBrowser: '이 브라우저에 지갑이 없습니다. 지갑을 설치하거나 휴대폰의 지갑을 연결하세요.',
  install: (name: string) => `${name} 설치`,
  scanWithPhone: '휴대폰의 WalletConnect 지갑으로 스캔',
  pairingCode: 'WalletConnect 페어링 QR 코드',
  openInWallet: '이 기기의 지갑에서 열기',
  copyLink: '링크 복사',
}
