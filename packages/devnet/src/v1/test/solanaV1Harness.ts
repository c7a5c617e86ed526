import { V1_SOLANA_CHAIN_ID } from '@ferry/order-api/v1'
import { expect } from 'vitest'
import { solanaTestWallet } from '../../solana/solanaTestWallet.js'
import { evmUsdcBalanceOf, type FamilyV1Parameters } from './familyV1Harness.js'

/** SOL in the form Solana itself names it (the system program), one of v1's native forms. */
export const SOL_NATIVE = '11111111111111111111111111111111'

/**
 * What the Solana v1 tests share on a running devnet: a Solana test user's wallet (JSON-RPC
 * only, as a browser wallet), the Solana USDC mint, EVM USDC balances, and a Solana swap run as
 * a wallet does it (quote, build, sign the plan's transaction, send or hand it to submit).
 */
export function solanaV1Of(parameters: FamilyV1Parameters) {
  const { devnet, quote, build, submit } = parameters
  const wallet = (index: number) =>
    solanaTestWallet({
      rpcUrl: devnet().solana.rpcUrl,
      secretKey: devnet().solana.accounts[index]!.secretKey,
    })
  const solanaUsdc = () => devnet().solana.usdc.mint

  const evmUsdcBalance = evmUsdcBalanceOf(devnet)

  /**
   * A Solana-source swap: quote for `walletIndex`'s address, build, sign the plan's one
   * transaction; then send it and submit its signature (`txHash`), or submit it signed
   * (`signedTransaction`, the service broadcasts it). The submit must be accepted.
   */
  async function solanaSourceSwap(swap: {
    walletIndex: number
    fromToken: string
    toChainId: number
    toToken: string
    amount: string
    recipient: string
    submitAs: 'txHash' | 'signedTransaction'
    routeId?: string
  }) {
    const { walletIndex, submitAs, routeId = 'Native', ...pair } = swap
    const sender = await wallet(walletIndex)
    const quoted = await quote(
      {
        tradeType: 'EXACT_INPUT',
        fromChainId: V1_SOLANA_CHAIN_ID,
        fromToken: pair.fromToken,
        toChainId: pair.toChainId,
        toToken: pair.toToken,
        amount: pair.amount,
        fromAddress: sender.address,
        recipient: pair.recipient,
      },
      routeId === 'Native' ? '' : `?routes=${routeId}`,
    )
    const route = quoted.routes.find((entry: { routeId: string }) => entry.routeId === routeId)
    expect(route, JSON.stringify(quoted)).toBeDefined()
    const plan = await build({ quoteId: quoted.quoteId, routeId, from: sender.address })
    const signed = await sender.signBase64(plan.approvals[0].transaction)
    if (submitAs === 'txHash') await sender.send(signed.signed)
    const submitted = await submit({
      quoteId: quoted.quoteId,
      routeId,
      ...(submitAs === 'txHash'
        ? { txHash: signed.signature }
        : { signedTransaction: signed.base64 }),
    })
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    expect(submitted.body.txHash).toBe(signed.signature)
    return {
      sender,
      quoted,
      route,
      plan,
      signature: signed.signature,
      orderId: submitted.body.orderId as string,
    }
  }

  return { wallet, solanaUsdc, evmUsdcBalance, solanaSourceSwap }
}
