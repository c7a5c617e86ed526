import type { QuoteResponse } from '@ferry/order-api'
import { useMemo, useRef, useState } from 'react'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { createOrderStorage, type OrderStorage } from '../storage/orderStorage.js'
import type { SwapStatus } from '../swap/swapStatus.js'
import { isBusy } from '../swap/swapStatus.js'
import { familyWallets } from '../trade/familyWallets.js'
import type { RunV2TradeResult } from '../trade/v2/runV2Trade.js'

/** The approvals a swap accepts: no more than the deposit pulls, or more (the host asked). */
export type SwapApproval = 'exact' | 'unlimited'

export type UseSwapParameters = {
  bffUrl: string
  /** The service's `orderTtl` (params terms), for the deadline check before the deposit. */
  orderTtl?: number
  /** Where orders and "deposit sent" marks are kept; this browser's localStorage by default. */
  storage?: OrderStorage
  /** `unlimited`: an approval above what the deposit pulls is let through (SwapWidget's `approval`). */
  approval?: SwapApproval | undefined
}

export type SwapRequest = {
  quote: QuoteResponse
  depositor: Address
  payoutAddr?: string
  refundAddr?: string
  /** Checks this earlier build attempt instead of building (its outcome was unknown). */
  buildAttemptId?: string
}

/**
 * Builds an order from a quote and sends its approvals and deposit (EVM), or hands back the
 * deposit instructions (TRON). One swap at a time: a second call while one runs, however fast
 * it comes, returns undefined and builds nothing.
 */
export function useSwap({ bffUrl, orderTtl, storage: given, approval }: UseSwapParameters) {
  const wagmiConfig = useConfig()
  const storage = useMemo(() => given ?? createOrderStorage(), [given])
  const [status, setStatus] = useState<SwapStatus>({ step: 'idle' })
  // A second click can land before the busy status renders: the ref closes that gap.
  const running = useRef(false)
  const swap = async (request: SwapRequest): Promise<RunV2TradeResult | undefined> => {
    if (running.current || isBusy(status)) return undefined
    running.current = true
    try {
      // The wallet side of a swap loads on first use (it is prefetched while the form is open).
      const { startV2Trade } = await import('../trade/v2/v2Swap.js')
      // A TRON source with TronLink connected: the deposit goes from it in the same click.
      const sourceWallet = familyWallets.get('tron').wallet
      return await startV2Trade({
        ...(sourceWallet ? { sourceWallet } : {}),
        wagmiConfig,
        bffUrl,
        storage,
        onStatus: setStatus,
        ...(orderTtl !== undefined ? { orderTtl } : {}),
        allowLargerApprovals: approval === 'unlimited',
        ...request,
      })
    } finally {
      running.current = false
    }
  }
  return { swap, status, setStatus, storage, busy: isBusy(status) }
}
