import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { bytecodeQueryOptions } from '../query/bytecodeQueryOptions.js'
import { recipientError, recipientRules } from '../recipients/recipientRules.js'

export type UseRecipientsParameters = {
  srcChainId: number | undefined
  dstChainId: number | undefined
  depositor: Address | undefined
}

/**
 * The payout and refund fields of a swap: which are required (a contract-wallet depositor is
 * detected from its code on the source chain), their errors, and the values to build with.
 */
export function useRecipients({ srcChainId, dstChainId, depositor }: UseRecipientsParameters) {
  const [payout, setPayout] = useState('')
  const [refund, setRefund] = useState('')
  const code = useQuery(
    bytecodeQueryOptions({ wagmiConfig: useConfig(), chainId: srcChainId, address: depositor }),
  )
  const depositorIsContract = typeof code.data === 'string' && code.data !== '0x'
  const rules =
    srcChainId !== undefined && dstChainId !== undefined
      ? recipientRules({ srcChainId, dstChainId, depositorIsContract })
      : undefined
  const payoutError =
    rules && dstChainId !== undefined
      ? recipientError({ chainId: dstChainId, address: payout, required: rules.payoutRequired })
      : undefined
  const refundError =
    rules && srcChainId !== undefined
      ? recipientError({ chainId: srcChainId, address: refund, required: rules.refundRequired })
      : undefined
  return {
    rules,
    depositorIsContract,
    payout: { value: payout, set: setPayout, error: payoutError },
    refund: { value: refund, set: setRefund, error: refundError },
    // Not valid while the code lookup runs: a contract wallet must not slip through unasked.
    valid: rules !== undefined && !code.isLoading && !payoutError && !refundError,
    /** The recipient fields of the build request: only those the user filled in. */
    request: {
      ...(payout.trim() ? { payoutAddr: payout.trim() } : {}),
      ...(refund.trim() ? { refundAddr: refund.trim() } : {}),
    },
  }
}
export type Recipients = ReturnType<typeof useRecipients>
