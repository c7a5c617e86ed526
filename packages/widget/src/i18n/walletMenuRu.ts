import type { WalletMenuMessages } from './walletMenuEn.js'

/** Russian strings of the wallet menu. */
export const walletMenuRu: WalletMenuMessages = {
  title: 'Подключить кошелёк',
  browserWallet: 'Кошелёк браузера',
  recent: 'Недавние',
  connecting: (name: string) => `Ждём ${name}… подтвердите в кошельке`,
  rejected: 'Подключение отклонено в кошельке. Попробуйте снова, когда будете готовы.',
  locked:
    'Кошелёк заблокирован или уже ждёт ответа: откройте и разблокируйте его, затем попробуйте снова.',
  failed: (name: string) =>
    `Не удалось подключить ${name}. Попробуйте снова или выберите другой кошелёк.`,
  unavailable: (name: string) => `${name} недоступен на этой странице.`,
  noneInBrowser: 'В этом браузере нет кошелька. Установите его или подключите кошелёк на телефоне.',
  install: (name: string) => `Установить ${name}`,
  scanWithPhone: 'Отсканируйте кошельком с WalletConnect на телефоне',
  pairingCode: 'QR-код сопряжения WalletConnect',
  openInWallet: 'Открыть в кошельке на этом устройстве',
  copyLink: 'Копировать ссылку',
}
