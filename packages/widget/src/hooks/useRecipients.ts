import type { BffChain } from '@ferry/order-api/bff'
import { v1ChainFamily } from '@ferry/order-api/v1/addresses'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { bytecodeQueryOptions } from '../query/bytecodeQueryOptions.js'
import { ownAddressChain, recipientError, recipientRules } from '../recipients/recipientRules.js'

export type UseRecipientsParameters = {
  srcChainId: number | undefined
  dstChainId: number | undefined
  depositor: Address | undefined
  /** v1's address rules once the v1 code has loaded (Bitcoin and Solana sides need them). */
  isValidV1Address?: ((parameters: { chainId: number; address: string }) => boolean) | undefined
  /**
   * The Solana wallet the user connected (a family wallet): a Solana side's address until the user
   * types another, as the connected EVM account stands in for an EVM side.
   */
  solanaAccount?: string | undefined
  /** The BFF's chains (names; TRON's TronGrid API) and the service's tokens, for the preflight. */
  chains?: readonly BffChain[] | undefined
  tokens?: readonly { chainId: number; token: string }[] | undefined
}

/**
 * The payout and refund fields of a swap: which are required (a contract-wallet depositor is
 * detected from its code on the source chain), their errors, and the values to build with.
 */
export function useRecipients({
  srcChainId,
  dstChainId,
  depositor,
  isValidV1Address,
  solanaAccount,
  chains,
  tokens,
}: UseRecipientsParameters) {
  const wagmiConfig = useConfig()
  // undefined: not typed in, the connected wallet's address (if any) stands.
  const [typedPayout, setPayout] = useState<string>()
  const [typedRefund, setRefund] = useState<string>()
  const walletOn = (chainId: number | undefined) =>
    chainId !== undefined && v1ChainFamily(chainId) === 'solana' ? solanaAccount : undefined
  const payoutDefault = walletOn(dstChainId)
  const refundDefault = walletOn(srcChainId)
  const payout = typedPayout ?? payoutDefault ?? ''
  const refund = typedRefund ?? refundDefault ?? ''
  const code = useQuery(
    bytecodeQueryOptions({ wagmiConfig, chainId: srcChainId, address: depositor }),
  )
  const depositorIsContract = typeof code.data === 'string' && code.data !== '0x'
  const rules =
    srcChainId !== undefined && dstChainId !== undefined
      ? recipientRules({ srcChainId, dstChainId, depositorIsContract })
      : undefined
  const payoutError =
    rules && dstChainId !== undefined
      ? recipientError({
          chainId: dstChainId,
          address: payout,
          required: rules.payoutRequired,
          isValidV1Address,
        })
      : undefined
  const refundError =
    rules && srcChainId !== undefined
      ? recipientError({
          chainId: srcChainId,
          address: refund,
          required: rules.refundRequired,
          isValidV1Address,
        })
      : undefined
  // The recipient preflight (recipients/preflight) runs in the lazy fields beside the quote and
  // reports here whether the addresses it checked may be built with; typed ones wait for it.
  const checked = `${srcChainId}>${dstChainId}:${payout.trim()}:${refund.trim()}:${code.data}`
  const [preflight, setPreflight] = useState<{ checked: string; clear: boolean }>()
  const preflightClear =
    (!payout.trim() && !refund.trim()) || (preflight?.checked === checked && preflight.clear)
  return {
    rules,
    depositor,
    chainIds: { src: srcChainId ?? 0, dst: dstChainId ?? 0 },
    /** What the preflight needs beside the addresses, and where its verdict goes. */
    preflight: {
      wagmiConfig,
      chains,
      tokens,
      depositorCode: code.data,
      checked,
      report: (clear: boolean) => setPreflight({ checked, clear }),
    },
    depositorIsContract,
    // `fromWallet`: the value is the connected wallet's address, which the form says.
    payout: {
      value: payout,
      set: setPayout,
      error: payoutError,
      fromWallet: payoutDefault !== undefined && payout === payoutDefault,
    },
    refund: {
      value: refund,
      set: setRefund,
      error: refundError,
      fromWallet: refundDefault !== undefined && refund === refundDefault,
    },
    // Not valid while the code lookup runs: a contract wallet must not slip through unasked.
    valid:
      rules !== undefined &&
      !code.isLoading &&
      preflightClear &&
      !payoutError &&
      !refundError &&
      // A Bitcoin or Solana side waits for v1's address rules.
      (isValidV1Address !== undefined ||
        (!ownAddressChain(srcChainId ?? 1) && !ownAddressChain(dstChainId ?? 1))),
    /** The recipient fields of the build request: only those the user filled in. */
    request: {
      ...(payout.trim() ? { payoutAddr: payout.trim() } : {}),
      ...(refund.trim() ? { refundAddr: refund.trim() } : {}),
    },
  }
}
export type Recipients = ReturnType<typeof useRecipients>
