import type { RecipientWords } from './recipientWordsEn.js'

export const recipientWordsDe: RecipientWords = {
  errors: {
    required: 'Diese Adresse ist für diesen Tausch erforderlich',
    invalid_tron: 'Geben Sie eine TRON-Adresse ein (beginnt mit T)',
    invalid_evm: 'Geben Sie eine Adresse ein, die mit 0x beginnt',
    invalid_bitcoin: 'Geben Sie eine Bitcoin-Adresse ein (bc1…, 1… oder 3…)',
    invalid_solana: 'Geben Sie eine Solana-Adresse ein',
  },
  token_contract: (chain) =>
    `Diese Adresse ist ein Token-Vertrag auf ${chain}: Dorthin gesendete Token gehen verloren. Geben Sie die Adresse Ihrer eigenen Wallet ein`,
  tron_inactive: () =>
    `Dieses TRON-Konto ist nicht aktiviert: Es muss schon einmal TRX oder einen Token erhalten haben. Laden Sie es einmal auf oder geben Sie eine andere Adresse ein`,
  not_deployed: (chain) =>
    `Ihre Wallet ist ein Vertrag, der unter dieser Adresse auf ${chain} nicht existiert: Wer dort zuerst bereitstellt, verfügt über die Mittel. Geben Sie eine Adresse ein, die Sie auf ${chain} kontrollieren`,
  other_code: (chain) =>
    `Der Vertrag unter dieser Adresse auf ${chain} ist nicht der Ihrer Wallet: Dieselbe Adresse kann dort jemand anderem gehören`,
  contract_depositor: (chain) =>
    `Ihre Wallet ist ein Vertrag (ein Safe oder ein Smart Account): Dieselbe Adresse existiert auf ${chain} womöglich nicht. Geben Sie die Auszahlungsadresse ein, die Sie dort kontrollieren`,
  tron_note: () =>
    'TRON-Adressen müssen aktiviert sein: Sie müssen schon einmal TRX oder einen Token empfangen haben',
  confirm: (chain) => `Ich kontrolliere diese Adresse auf ${chain}`,
}
