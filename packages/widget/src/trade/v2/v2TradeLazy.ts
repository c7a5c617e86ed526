// The wallet side of a v2 swap, as one lazy entry: loaded on first use and prefetched while a
// connected form is open, never with the form (DESIGN: Performance budgets).

export { evmWalletAdapter } from '../evmWalletAdapter.js'
export { routeOfV2Quote } from './routeOfV2Quote.js'
export { runV2Trade } from './runV2Trade.js'
