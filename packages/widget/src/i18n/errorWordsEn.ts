import type { OrderApiErrorKind } from '@ferry/order-api'

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
    retrying: 'Trying again shortly.',
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
  /**
   * Every v2 answer of the service (order-api's `OrderApiError` kinds), by kind: the BFF's own
   * message is English and for developers, so it is never shown.
   */
  v2: {
    wrong_path: "The swap service could not be found at this site's address.",
    validation: 'The swap service did not accept the details of this swap.',
    malformed_json: "The swap service could not read this app's request.",
    unsupported_token: 'The swap service does not swap one of these tokens.',
    below_minimum: 'This amount is below the smallest the swap service will take.',
    amount_too_small: 'This amount is too small to deliver anything after the fees.',
    terms_mismatch: "The fee terms of this quote no longer match the service's.",
    recipient_required: 'This swap needs a payout address and a refund address.',
    tron_account_not_activated:
      'That TRON address is not activated yet: it must first receive some TRX.',
    invalid_recipient: 'The payout or refund address cannot receive this token.',
    bad_request: 'The swap service did not accept this request.',
    missing_key: "This site's access key to the swap service is missing.",
    unknown_key: "The swap service does not recognise this site's access key.",
    integrator_disabled: "This site's access to the swap service is switched off.",
    integrator_misconfigured: "This site's account with the swap service is not set up correctly.",
    same_asset: 'These two tokens are the same asset; there is nothing to swap.',
    order_not_found: 'The swap service does not know this order.',
    not_found: 'The swap service could not find what was asked for.',
    too_large: 'This amount is more than the swap service can take at once.',
    terms_expired: 'This price has expired.',
    not_published: 'This order cannot be cancelled before the service has published it.',
    rate_limited: 'Too many requests reached the swap service just now.',
    internal: 'The swap service ran into an error of its own.',
    deployment_unsupported: 'The swap service does not offer this here.',
    chain_read_failed: 'The swap service could not read the chain just now.',
    cancel_rejected: 'The cancellation was not accepted on chain.',
    maintenance: 'The swap service is down for maintenance.',
    terms_unreadable: 'The swap service cannot read its fee terms just now.',
    solver_unavailable: 'No solver can serve this direction right now.',
    pricing_unavailable: 'The swap service cannot price this token right now.',
    degraded: 'The swap service is running with problems.',
    service_unavailable: 'The swap service is unavailable.',
    unknown: 'The swap service answered with an error.',
  } satisfies Record<OrderApiErrorKind, string>,
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
    batchFailed: 'The approval and deposit failed together on chain; nothing was deposited.',
    batchRefused:
      'Your wallet could not send the approval and deposit together. Try again: they will be asked one by one.',
    notOffered: 'This route takes no deposit from this chain; choose another route.',
    walletChanged: 'The connected wallet is not the one this quote was made for.',
    noAddress: 'Connect your wallet, or fill in the refund address.',
    badHash: 'That is not a transaction hash of this chain (64 hexadecimal characters).',
    needsOtherWallet: 'This route is paid from a wallet of another kind than the one connected.',
    nativeTooLow:
      'Your wallet holds too little of the chain’s own coin for this deposit and its network fee.',
    unsupportedStep: 'Your wallet cannot do a step this route needs.',
  },
  /** A plan that differs from the accepted trade, by what differs (PlanMismatchError). */
  mismatch: {
    unreadable:
      'A transaction this app was about to send to your wallet is not the approval or deposit it should be. Nothing was sent to your wallet.',
    chain:
      'A transaction this app was about to send goes to another chain than your quote’s. Nothing was sent to your wallet.',
    approve_token:
      'The approval this app was about to ask for is on another token than the one you spend. Nothing was sent to your wallet.',
    spender:
      'The approval this app was about to ask for would let another contract than the deposit take your tokens. Nothing was sent to your wallet.',
    approve_amount:
      'The approval this app was about to ask for allows more than this deposit needs. Nothing was sent to your wallet.',
    token:
      'The deposit this app was about to send moves another token than the one in your quote. Nothing was sent to your wallet.',
    amount:
      'The deposit this app was about to send moves another amount than the one in your quote. Nothing was sent to your wallet.',
    value:
      'The deposit this app was about to send pays another fee in the chain’s coin than the deposit contract asks. Nothing was sent to your wallet.',
    depositor:
      'The deposit this app was about to send is made for another wallet or order than yours. Nothing was sent to your wallet.',
    payout:
      'This order would pay out to another address than the one you chose. Nothing was sent to your wallet.',
    refund:
      'This order would refund to another address than the one you chose. Nothing was sent to your wallet.',
    receive:
      'This order would pay out another token, or on another chain, than your quote. Nothing was sent to your wallet.',
    deadline:
      'This order’s deadline is later than the swap service can give. Nothing was sent to your wallet.',
    deposit_address:
      'The deposit address shown for this swap is not one the service can receive at. Nothing was sent to your wallet.',
    memo: 'The transfer carries a memo this chain has no place for. Nothing was sent to your wallet.',
  },
  /** The limit a refused amount can move to, in the token's units (quoteErrorView). */
  limits: {
    minimum: (amount: string) => `The minimum is ${amount}`,
    maximum: (amount: string) => `The maximum is ${amount}`,
  },
}

export type ErrorWords = typeof errorWordsEn
export type NextStepKind = keyof ErrorWords['next']
