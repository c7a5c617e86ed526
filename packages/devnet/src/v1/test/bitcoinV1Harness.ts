import { V1_BITCOIN_CHAIN_ID, V1_NATIVE_TOKEN_ADDRESS } from '@ferry/order-api/v1'
import { expect } from 'vitest'
import { bitcoinTestWallet } from '../../bitcoin/bitcoinTestWallet.js'
import { evmUsdcBalanceOf, type FamilyV1Parameters } from './familyV1Harness.js'

/** BTC as the v1 catalog lists it: the native token's address. */
export const BTC_NATIVE = V1_NATIVE_TOKEN_ADDRESS

/**
 * What the Bitcoin v1 tests share on a running devnet: a Bitcoin test user's wallet (Esplora
 * only, as a browser wallet), blocks on demand, EVM USDC balances, and a Bitcoin-source swap run
 * as a wallet does it (quote, build, send the exact amount to the deposit address, submit).
 */
export function bitcoinV1Of(parameters: FamilyV1Parameters) {
  const { devnet, quote, build, submit } = parameters
  const wallet = (index: number) =>
    bitcoinTestWallet({
      esploraUrl: devnet().bitcoin.esploraUrl,
      wif: devnet().bitcoin.accounts[index]!.wif,
    })
  const mine = (blocks = 1) => devnet().bitcoin.runtime.mine(blocks)
  const evmUsdcBalance = evmUsdcBalanceOf(devnet)

  /**
   * Quote BTC from `walletIndex` to `toToken`, build, send exactly the plan's amount to its
   * deposit address, submit the txid; the submit must be accepted.
   */
  async function bitcoinSourceSwap(swap: {
    walletIndex: number
    toChainId: number
    toToken: string
    amount: string
    recipient: string
  }) {
    const sender = wallet(swap.walletIndex)
    const quoted = await quote({
      tradeType: 'EXACT_INPUT',
      fromChainId: V1_BITCOIN_CHAIN_ID,
      fromToken: BTC_NATIVE,
      toChainId: swap.toChainId,
      toToken: swap.toToken,
      amount: swap.amount,
      fromAddress: sender.address,
      recipient: swap.recipient,
    })
    const route = quoted.routes.find((entry: { routeId: string }) => entry.routeId === 'NativeUTXO')
    expect(route, JSON.stringify(quoted)).toBeDefined()
    const plan = await build({
      quoteId: quoted.quoteId,
      routeId: 'NativeUTXO',
      from: sender.address,
    })
    const txid = await sender.transfer({ to: plan.depositAddress, amount: BigInt(plan.amount) })
    const submitted = await submit({ quoteId: quoted.quoteId, routeId: 'NativeUTXO', txHash: txid })
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    return { sender, quoted, route, plan, txid, orderId: submitted.body.orderId as string }
  }

  return { wallet, mine, evmUsdcBalance, bitcoinSourceSwap }
}
