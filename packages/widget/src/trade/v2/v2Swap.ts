// The wallet side of a v2 swap, as one lazy entry: loaded on first use and prefetched while a
// connected form is open, never with the form (DESIGN: Performance budgets).

import type { QuoteResponse } from '@ferry/order-api'
import type { Config } from 'wagmi'
import type { OrderStorage } from '../../storage/orderStorage.js'
import { evmWalletAdapter } from '../evmWalletAdapter.js'
import { orderDepositLedger } from '../orderDepositLedger.js'
import { runPlan } from '../runPlan.js'
import { reportPlanRefusal } from '../verify/reportPlanRefusal.js'
import type { FamilyWalletAdapter } from '../WalletAdapter.js'
import { MIN_DEADLINE_MARGIN_SECONDS } from './planOfV2Build.js'
import { routeOfV2Quote } from './routeOfV2Quote.js'
import { type RunV2TradeParameters, runV2Trade } from './runV2Trade.js'

export type StartV2TradeParameters = Omit<RunV2TradeParameters, 'route' | 'wallet'> & {
  wagmiConfig: Config
  quote: QuoteResponse
}

/**
 * `runV2Trade` with wagmi's wallet and the quote's route, made here so the form carries neither.
 * A plan refused for differing from the quote is reported to the BFF from here, in the lazy
 * chunk (the form's first load stays as it was).
 */
export async function startV2Trade(parameters: StartV2TradeParameters) {
  const { wagmiConfig, quote, ...rest } = parameters
  try {
    return await runV2Trade({
      ...rest,
      wallet: evmWalletAdapter({ wagmiConfig, address: parameters.depositor }),
      route: routeOfV2Quote(quote),
    })
  } catch (error) {
    reportPlanRefusal({
      error,
      bffUrl: parameters.bffUrl,
      interface: 'v2',
      srcChainId: quote.spend.chainId,
      dstChainId: quote.receive.chainId,
    })
    throw error
  }
}

export type SendV2TronDepositParameters = {
  wallet: FamilyWalletAdapter
  storage: OrderStorage
  orderId: string
  depositAddress: string
  expectedAmount: string
  /** The order's deadline (Unix seconds): the transfer is not sent too close to it. */
  deadline: number
  token: string
  chainId: number
}

/**
 * The deposit of a TRON order sent again from the TRON wallet (after a refusal in the first
 * click), under the same once-only ledger as the first attempt.
 */
export async function sendV2TronDeposit(parameters: SendV2TronDepositParameters) {
  const transfer = {
    depositAddress: parameters.depositAddress,
    amount: BigInt(parameters.expectedAmount),
    token: parameters.token,
    chainId: parameters.chainId,
    expiresAt: parameters.deadline,
    orderId: parameters.orderId,
  }
  const result = await runPlan({
    plan: {
      interface: 'v2',
      family: 'tron',
      srcChainId: parameters.chainId,
      // Only the source matters to a transfer: the destination is the order's.
      dstChainId: parameters.chainId,
      depositKey: parameters.orderId,
      orderId: parameters.orderId,
      deadline: { at: parameters.deadline, marginSeconds: MIN_DEADLINE_MARGIN_SECONDS },
      steps: [{ kind: 'transfer-to-address', transfer, needsHash: false }],
    },
    wallet: parameters.wallet,
    ledger: orderDepositLedger(parameters.storage),
  })
  if (result.kind !== 'sent') throw new Error('The TRON wallet did not send the deposit')
  return result.txHash
}
