import type { WalletMenuMessages } from './walletMenuEn.js'

/** Simplified Chinese strings of the wallet menu. */
export const walletMenuZhCN: WalletMenuMessages = {
  title: '连接钱包',
  browserWallet: '浏览器钱包',
  recent: '最近使用',
  connecting: (name) => `正在等待 ${name}… 请在钱包中确认`,
  rejected: '钱包拒绝了连接。准备好后请重试。',
  locked: '钱包已锁定或有未完成的请求：请打开并解锁钱包，然后重试。',
  failed: (name) => `${name} 无法连接。请重试，或选择其他钱包。`,
  unavailable: (name) => `此页面无法使用 ${name}。`,
  noneInBrowser: '此浏览器中没有钱包。请安装一个，或连接手机上的钱包。',
  install: (name) => `安装 ${name}`,
  scanWithPhone: '用手机上支持 WalletConnect 的钱包扫描',
  pairingCode: 'WalletConnect 配对二维码',
  openInWallet: '在此设备上的钱包中打开',
  copyLink: '复制链接',
}
