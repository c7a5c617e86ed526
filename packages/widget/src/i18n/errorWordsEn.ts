/**
 * English words for every error the widget can meet (DESIGN: every failure the spec names gets
 * specific words and a next step). Loaded with the describer, not with the form.
 */
export const errorWordsEn = {
  /** What the user can do next, shown after what went wrong. */
  next: {
    'try-again': 'Please try again.',
    'try-later': 'Please try again in a few minutes.',
    'new-quote': 'Get a new quote.',
    'other-route': 'Choose another route or amount.',
    'check-details': 'Check the details and try again.',
    'check-history': 'See your order history before trying again.',
    'check-wallet': 'Check your wallet, then try again.',
    'tell-site': 'Let the owner of this site know.',
  },
  /** Answers of the swap service (v2 or v1) by their kind, where the kind has words of its own. */
  service: {
    maintenance: 'The swap service is down for maintenance.',
    rate_limited: 'Too many requests reached the swap service just now.',
    quote_not_found: 'The swap service no longer knows this quote.',
    quote_expired: 'This quote has expired.',
    cannot_fill: 'No solver can fill this swap right now.',
    broadcast_failed: 'The swap service could not broadcast the transaction.',
    deposit_recorded_failed:
      'Your deposit was submitted, but the swap service could not record it. Do not send it again.',
    validation: 'The swap service did not accept the details of this swap.',
  },
  /** Any other refusal of the v1 service. */
  serviceRefused: 'The swap service refused this swap.',
  timeout: 'The swap service took too long to answer.',
  network: 'The swap service could not be reached.',
  aborted: 'The request was cancelled.',
  badResponse: 'The swap service answered in a way this app does not understand.',
  amount: 'That amount cannot be read.',
  address: 'That address is not valid on its chain.',
  request: 'This request cannot be sent as it stands.',
  unsafePlan: 'The deposit steps of this route are not safe to run; nothing was sent.',
  originRefused: 'This site is not allowed to use this swap service.',
  configUnavailable: 'The swap service is unavailable.',
  signIn: 'The sign-in did not complete.',
  /** The v1 run's own refusals and failures. */
  run: {
    needsSolanaWallet: 'This route needs a Solana wallet, which this app does not connect.',
    planExpired: 'This price has expired. A new quote is on its way.',
    askedBefore:
      'Your wallet was already asked for this deposit. Check its activity before trying again.',
    approvalFailed: 'An approval failed on chain; nothing was deposited.',
    depositReverted: 'The deposit reverted on chain; your tokens did not move.',
    notOffered: 'This route takes no deposit from this chain; choose another route.',
    walletChanged: 'The connected wallet is not the one this quote was made for.',
    noAddress: 'Connect your wallet, or fill in the refund address.',
    badHash: 'That is not a transaction hash of this chain (64 hexadecimal characters).',
    needsOtherWallet: 'This route is paid from a wallet of another kind than the one connected.',
    nativeTooLow:
      'Your wallet holds too little of the chain’s own coin for this deposit and its network fee.',
    unsupportedStep: 'Your wallet cannot do a step this route needs.',
  },
}

export type ErrorWords = typeof errorWordsEn
export type NextStepKind = keyof ErrorWords['next']
