import type { RecipientError } from '../recipientRules.js'

/**
 * The recipient fields' words: why a value cannot be used (`recipientError`), and what the
 * preflight found (`checkRecipients`), each a sentence about one chain.
 */
export type RecipientWords = { errors: Record<RecipientError, string> } & Record<
  | 'token_contract'
  | 'tron_inactive'
  | 'tron_note'
  | 'not_deployed'
  | 'other_code'
  | 'contract_depositor'
  | 'confirm',
  (chain: string) => string
>

export const recipientWordsEn: RecipientWords = {
  errors: {
    required: 'This address is required for this swap',
    invalid_tron: 'Enter a TRON address (starting with T)',
    invalid_evm: 'Enter an address starting with 0x',
    invalid_bitcoin: 'Enter a Bitcoin address (bc1…, 1… or 3…)',
    invalid_solana: 'Enter a Solana address',
  },
  token_contract: (chain) =>
    `This address is a token contract on ${chain}: tokens sent to it are lost. Enter your own wallet's address`,
  tron_inactive: () =>
    `This TRON account is not activated: it must have received TRX or a token before. Fund it once, or enter another address`,
  not_deployed: (chain) =>
    `Your wallet is a contract that does not exist at this address on ${chain}: whoever deploys there first controls the funds. Enter an address you control on ${chain}`,
  other_code: (chain) =>
    `The contract at this address on ${chain} is not your wallet's: the same address may belong to someone else there`,
  contract_depositor: (chain) =>
    `Your wallet is a contract (a Safe or a smart account): the same address may not exist on ${chain}. Enter the payout address you control there`,
  tron_note: () =>
    'TRON addresses must be activated: they must have received TRX or a token before',
  confirm: (chain) => `I control this address on ${chain}`,
}
