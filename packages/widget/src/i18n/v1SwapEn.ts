// v1 swap flow
// Kept apart from `en`, which loads with the form: these strings load with the v1 routes and
// plan screens, so the first load does not grow (DESIGN: v1 in Ferry).

/** English strings of the v1 routes, the plan runner and deposit-address screens. */
export const v1SwapEn = {
  routes: 'Routes',
  searching: 'Asking the routes…',
  noRoute: 'No route swaps this pair for this amount.',
  routesUnavailable: 'The routes could not be asked just now. Try again in a moment.',
  streamFailed: 'Some routes did not answer; the ones shown can still be used.',
  best: 'Best',
  sortBy: 'Sort routes by',
  sorts: { received: 'Most received', fastest: 'Fastest', cost: 'Lowest cost' },
  totalCost: (usd: string) => `Total cost ${usd}`,
  receive: 'You receive',
  pay: 'You pay',
  duration: (minutes: number) => (minutes < 1 ? 'under a minute' : `about ${minutes} min`),
  networkFee: 'Network fee',
  oneClick: '1-click',
  needsApproval: 'Needs approval',
  deadline: (date: string) => `Order deadline: ${date}`,
  progress: 'Swap progress',
  steps: {
    building: 'Preparing the deposit…',
    switching: 'Switching network…',
    approving: (index: number, total: number) =>
      `Approve in your wallet (${index + 1} of ${total})…`,
    depositing: 'Confirm the deposit in your wallet…',
    depositSent: 'Deposit sent',
    submitting: 'Registering the order…',
    orderCreated: 'Order created',
  },
  transfer: {
    title: 'Send the deposit',
    address: 'Deposit address',
    payout: 'You receive (estimate)',
    payoutOnChain: (amount: string, chain: string) => `${amount} on ${chain}`,
    recipient: 'Paid out to',
    amount: 'Exact amount',
    memo: 'Memo',
    memoWarning: 'Include this memo, or the deposit cannot be matched to your order.',
    expires: 'Send before',
    qr: 'QR code of the deposit address',
    copy: 'Copy',
    copied: 'Copied',
    hash: 'Hash of your transfer',
    hashHint: '64 hexadecimal characters, without 0x',
    submitHash: 'Register my transfer',
    waiting: 'Once the transfer is sent, the order appears by itself.',
  },
  solana: {
    noWallet:
      'Swapping from Solana needs a Solana wallet, and this browser has none. Install one that follows the Wallet Standard (Phantom, Solflare, Backpack…) and reload, or choose another token to pay with.',
    connect: (name: string) => `Connect ${name}`,
    wallet: 'Solana wallet',
    balances: 'Solana balances',
    noAccount: 'The wallet shared no Solana account.',
    refused: 'The wallet did not connect. Try again, or choose another token to pay with.',
  },
  order: {
    title: 'Your order',
    status: {
      created: 'Waiting for your deposit',
      deposited: 'Deposit received',
      published: 'Being filled',
      filled: 'Delivered',
      refund_pending: 'Refund on its way',
      refunded: 'Refunded',
      failed: 'Failed',
    },
    loading: 'Looking up your order…',
    links: { deposit: 'Deposit', fill: 'Payout', refund: 'Refund' },
    newSwap: 'New swap',
  },
}

export type V1SwapMessages = typeof v1SwapEn
