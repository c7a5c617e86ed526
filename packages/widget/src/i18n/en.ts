import type { enLater } from './enLater.js'

/** English strings of the widget: the catalog every other locale translates. */
export const en = {
  title: 'Swap',
  from: 'From',
  to: 'To',
  amountToPay: 'Amount to pay',
  amountToReceive: 'Amount to receive',
  balance: (amount: string) => `Balance: ${amount}`,
  max: 'Max',
  flip: 'Switch the two tokens',
  selectToken: 'Select a token',
  tokenOn: (symbol: string, chain: string) => `${symbol} on ${chain}`,
  pickTitle: (side: string) => `${side}: choose a token`,
  close: 'Close',
  loading: 'Loading…',
  insufficientBalance: (symbol: string) => `Not enough ${symbol}`,
  /** The Swap button when the source token's chain has no RPC the widget can pay through. */
  cannotPayFrom: (chain: string) => `Can't pay from ${chain}`,
  balanceUnavailable: 'Balance unavailable',
  history: 'History',
  historyInFlight: (count: number) => `History · ${count} under way`,
  backToSwap: 'Back to swap',
  connect: 'Connect wallet',
  disconnect: 'Disconnect',
  swap: 'Swap',
  enterAmount: 'Enter an amount',
  useAmount: 'Use this amount',
  sameAsset: 'Pick two different tokens',
  unavailable: 'The swap service is unavailable right now',
  originRefused: (origin: string) =>
    `This site (${origin}) may not use this swap service: its operator must add it to ALLOWED_ORIGINS`,
  otherRecipient: 'Send to or refund another address',
  payoutAddress: 'Payout address',
  refundAddress: 'Refund address',
  payoutToSolanaWallet: 'Paid to your connected Solana wallet',
  refundToSolanaWallet: 'Refunds go to your connected Solana wallet',
  status: {
    checking: 'Checking balances…',
    building: 'Creating the order…',
    switching: 'Switch network in your wallet…',
    approving: (index: number, total: number) =>
      `Approve in your wallet (${index + 1} of ${total})…`,
    confirmingBuild: 'Checking whether your order was created…',
    depositing: (relayFee: string) =>
      `Confirm the deposit in your wallet (relay fee ${relayFee}, plus gas)…`,
  },
  chain: (id: number) => `Chain ${id}`,
  depositTx: 'Deposit transaction',
  invalidProps: 'This swap widget is set up incorrectly:',
  crashed: 'Something went wrong in the swap widget',
  tryAgain: 'Try again',
  quoteExpired: 'That price expired before the order was made; here is a new one',
  buildOutcome: {
    unresolved: 'Not confirmed yet whether your order was created. Nothing is sent until it is.',
    keepChecking: 'Keep checking',
    unfundable: 'Your order was created but cannot be funded: it will expire, no money moved.',
    notCreated: 'No order was created; it is safe to try again.',
    unknownAttempt: 'This order can no longer be checked; see your history before trying again.',
  },
  walletError: {
    rejected: 'You declined the request in your wallet. Nothing was sent.',
    insufficientFunds: 'Not enough of the native token in your wallet to pay for gas.',
    chainNotAdded:
      'Your wallet could not switch to the chain of this swap. Add it to your wallet or switch there, then try again.',
    chainNotConfigured:
      'This app is not set up for the chain of this swap, so it cannot be sent from here.',
    rpcUnreachable: 'The network could not be reached. Check your connection and try again.',
    reverted: 'The network rejected the transaction. Your tokens did not move.',
    unknown: 'Something went wrong with your wallet or the network. Please try again.',
  },
  newQuote: 'Get a new quote',
  /** The amount to pay's placeholder: it also takes words (the smart input). */
  amountHint: 'e.g. 100 USDC on Base',
}

/** The words the first load needs: the form, its buttons and its states. */
export type FirstMessages = typeof en

/** Every catalog has English's keys and shapes: the first load's and the later parts' together. */
export type Messages = typeof en & typeof enLater
