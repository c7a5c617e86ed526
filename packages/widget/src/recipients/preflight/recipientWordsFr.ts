import type { RecipientWords } from './recipientWordsEn.js'

export const recipientWordsFr: RecipientWords = {
  errors: {
    required: 'Cette adresse est obligatoire pour cet échange',
    invalid_tron: 'Saisissez une adresse TRON (commençant par T)',
    invalid_evm: 'Saisissez une adresse commençant par 0x',
    invalid_bitcoin: 'Saisissez une adresse Bitcoin (bc1…, 1… ou 3…)',
    invalid_solana: 'Saisissez une adresse Solana',
  },
  token_contract: (chain) =>
    `Cette adresse est un contrat de jeton sur ${chain} : les jetons qui y sont envoyés sont perdus. Saisissez l'adresse de votre propre portefeuille`,
  tron_inactive: () =>
    `Ce compte TRON n'est pas activé : il doit avoir déjà reçu des TRX ou un jeton. Alimentez-le une fois, ou saisissez une autre adresse`,
  not_deployed: (chain) =>
    `Votre portefeuille est un contrat qui n'existe pas à cette adresse sur ${chain} : le premier à y déployer contrôlera les fonds. Saisissez une adresse que vous contrôlez sur ${chain}`,
  other_code: (chain) =>
    `Le contrat à cette adresse sur ${chain} n'est pas celui de votre portefeuille : la même adresse peut y appartenir à quelqu'un d'autre`,
  contract_depositor: (chain) =>
    `Votre portefeuille est un contrat (un Safe ou un compte intelligent) : la même adresse peut ne pas exister sur ${chain}. Saisissez l'adresse de versement que vous y contrôlez`,
  tron_note: () =>
    'Les adresses TRON doivent être activées : elles doivent déjà avoir reçu des TRX ou un jeton',
  confirm: (chain) => `Je contrôle cette adresse sur ${chain}`,
}
