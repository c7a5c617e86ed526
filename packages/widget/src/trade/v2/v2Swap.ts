// The wallet side of a v2 swap, as one lazy entry: loaded on first use and prefetched while a
// connected form is open, never with the form (DESIGN: Performance budgets).

import type { QuoteResponse } from '@ferry/order-api'
import type { Config } from 'wagmi'
import { evmWalletAdapter } from '../evmWalletAdapter.js'
import { routeOfV2Quote } from './routeOfV2Quote.js'
import { type RunV2TradeParameters, runV2Trade } from './runV2Trade.js'

export type StartV2TradeParameters = Omit<RunV2TradeParameters, 'route' | 'wallet'> & {
  wagmiConfig: Config
  quote: QuoteResponse
}

/** `runV2Trade` with wagmi's wallet and the quote's route, made here so the form carries neither. */
export function startV2Trade(parameters: StartV2TradeParameters) {
  const { wagmiConfig, quote, ...rest } = parameters
  return runV2Trade({
    ...rest,
    wallet: evmWalletAdapter({ wagmiConfig, address: parameters.depositor }),
    route: routeOfV2Quote(quote),
  })
}
