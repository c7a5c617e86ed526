import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  parseEther,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { spokeDepositAbi, stableTokenAbi } from '../../chains/abis.js'
import type { SpokeClients } from '../../chains/spokeClients.js'
import type { DevnetChains } from '../../chains/startChains.js'
import { NATIVE_TOKEN_ADDRESS } from '../catalog/nativeToken.js'

/** Gas money the operator gives a deposit address before it sweeps. */
const SWEEP_GAS_MONEY = parseEther('0.01')

/** SIMULATION: the key of a per-order deposit address, derived from the order's id. */
export const depositAddressKey = (orderId: string): Hex =>
  keccak256(toHex(`ferry-devnet-v1-deposit-address|${orderId}`))

/** The part of the v1 routes' shared state a sweeper uses (`V1TradingDeps` holds the same). */
export type SweeperDeps = {
  chains: DevnetChains
  spokes: SpokeClients
}

type PendingSweep = { chainId: number; token: string; amount: bigint; nonce: bigint; key: Hex }

/**
 * SIMULATION of deposit-address orders on EVM sources: the stand-in holds the key of each
 * per-order address, watches its balance and, once the exact amount has arrived, funds it with
 * gas and deposits from it into the deposit contract, where the lifecycle engine sees it.
 */
export function createDepositAddressSweeper(parameters: {
  deps: SweeperDeps
  log?: (message: string) => void
}) {
  const { deps } = parameters
  const pending = new Map<string, PendingSweep>()

  async function sweep(sweepItem: PendingSweep) {
    const { spoke, client, operator: funder } = deps.spokes.get(sweepItem.chainId)!
    const account = privateKeyToAccount(sweepItem.key)
    const native = sweepItem.token === NATIVE_TOKEN_ADDRESS
    const balance = native
      ? await client.getBalance({ address: account.address })
      : await client.readContract({
          address: sweepItem.token as Address,
          abi: stableTokenAbi,
          functionName: 'balanceOf',
          args: [account.address],
        })
    if (balance < sweepItem.amount) return false
    const wallet = createWalletClient({ account, transport: http(spoke.rpcUrl) })
    const wait = async (hash: Hex) => {
      const receipt = await client.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error('sweep transaction reverted')
    }
    await wait(
      await funder.sendTransaction({
        to: account.address,
        value: SWEEP_GAS_MONEY + deps.chains.relayFeeWei,
        chain: null,
      }),
    )
    if (!native)
      await wait(
        await wallet.sendTransaction({
          to: sweepItem.token as Address,
          data: encodeFunctionData({
            abi: stableTokenAbi,
            functionName: 'approve',
            args: [spoke.depositContract, sweepItem.amount],
          }),
          chain: null,
        }),
      )
    await wait(
      await wallet.writeContract({
        address: spoke.depositContract,
        abi: spokeDepositAbi,
        functionName: 'deposit',
        args: [sweepItem.token as Address, sweepItem.amount, sweepItem.nonce],
        value: deps.chains.relayFeeWei + (native ? sweepItem.amount : 0n),
        chain: null,
      }),
    )
    return true
  }

  let timer: ReturnType<typeof setInterval> | undefined
  let running = false
  async function tick() {
    if (running) return
    running = true
    try {
      for (const [orderId, item] of pending) {
        try {
          if (await sweep(item)) pending.delete(orderId)
        } catch (error) {
          parameters.log?.(`sweep of ${orderId.slice(0, 8)} failed: ${(error as Error).message}`)
        }
      }
    } finally {
      running = false
      // The watch ends with the last pending address; a stopped devnet keeps nothing alive.
      if (!pending.size) {
        clearInterval(timer)
        timer = undefined
      }
    }
  }
  return {
    /** Watches a deposit-address order until its exact amount arrives, then sweeps it. */
    watch(orderId: string, item: PendingSweep) {
      pending.set(orderId, item)
      timer ??= setInterval(() => void tick(), 200)
      timer.unref?.()
    },
  }
}
export type DepositAddressSweeper = ReturnType<typeof createDepositAddressSweeper>
