/**
 * English words of the parts that load after the form (quote details, tracker, history, TRON
 * deposit, family wallets, quote errors, sign-in): kept out of the first load, merged over by
 * `useAllMessages` (`i18n/useAllMessages.ts`). Other languages carry these keys in their one
 * catalog, which loads as a whole.
 */
export const enLater = {
  youPay: 'You pay',
  youReceive: 'You receive',
  noHistory: 'No orders yet',
  historyLocalOnly: 'Showing the orders this browser remembers; the full list could not be loaded',
  stateUnknown: 'Not seen by the service yet',
  termsExpired: 'The price expired; getting a new one',
  states: {
    pending_deposit: 'Waiting for deposit',
    deposited: 'Deposit received',
    published: 'Order published',
    partially_filled: 'Partly filled',
    terminal_chain: 'Filled',
    withdrawn_on_hub: 'Settled, delivering',
    delivered: 'Delivered',
    delivery_failed: 'Delivery failed',
  },
  orderProgress: 'Order progress',
  paid: 'Paid out',
  cancelOrder: 'Cancel order',
  cancelOutcome: {
    accepted: 'Cancel sent; the refund follows once it settles',
    not_published: 'The order can be cancelled once it is published',
    closed: 'The order can no longer be cancelled',
    rejected: 'The cancel was refused; try again later',
  },
  payoutTx: 'Payout transaction',
  refundTx: 'Refund transaction',
  refunded: 'Refunded',
  notConfirmedYet: 'Not confirmed yet; we keep checking',
  newSwap: 'New swap',
  tron: {
    title: 'Send from your TRON wallet',
    qr: 'QR code of the deposit address',
    address: 'Deposit address',
    amount: 'Exact amount',
    timeLeft: 'Time left',
    copyAddress: 'Copy address',
    copyAmount: 'Copy amount',
    copied: 'Copied',
    warning: (amount: string, symbol: string) =>
      `Send exactly ${amount} ${symbol} in one transfer, in time. Any other amount is rejected.`,
  },
  familyWallet: {
    connect: (wallet: string) => `Connect ${wallet}`,
    sendFrom: (wallet: string) => `Send from ${wallet}`,
    sending: (wallet: string) => `Confirm the transfer in ${wallet}…`,
    orByHand: 'Or send it yourself:',
    sent: 'Transfer sent',
  },
  orderUnknown: 'The swap service does not know this order; see your history.',
  signIn: {
    button: 'Sign in to load all your orders',
    note: 'One signature (no transaction, no fee) proves this address is yours.',
    signing: 'Sign the message in your wallet…',
    failed: 'Sign-in did not complete.',
  },
}
