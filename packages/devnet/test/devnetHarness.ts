import type { Hono } from 'hono'
import { type Address, createPublicClient, createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { stableTokenAbi } from '../src/chains/abis.js'
import type { Devnet } from '../src/startDevnet.js'
import { requestOf } from './inProcessService.js'

/** Calls the devnet over HTTP and returns status, headers and the parsed body. */
export function apiOf(devnet: Devnet) {
  return requestOf({
    request: (path: string, init?: RequestInit) => fetch(`${devnet.serviceUrl}${path}`, init),
  } as Pick<Hono, 'request'>)
}

/** A call of the devnet's API, as `apiOf` makes it. */
export type Api = ReturnType<typeof apiOf>

export function tokenOf(devnet: Devnet, chainId: number, symbol: string): Address {
  const chain = devnet.chains.find((entry) => entry.chainId === chainId)!
  return chain.tokens.find((token) => token.symbol === symbol)!.address
}

/** A test user acting on one spoke chain with viem. */
export function userOn(devnet: Devnet, chainId: number, privateKey: Hex) {
  const chain = devnet.chains.find((entry) => entry.chainId === chainId)!
  const account = privateKeyToAccount(privateKey)
  const transport = http(chain.rpcUrl)
  const client = createPublicClient({ transport, pollingInterval: 20 })
  const wallet = createWalletClient({ account, transport })
  return {
    account,
    client,
    balanceOf: (token: Address, owner: Address = account.address) =>
      client.readContract({
        address: token,
        abi: stableTokenAbi,
        functionName: 'balanceOf',
        args: [owner],
      }),
    /** Sends a transaction of a build response and waits for a successful receipt. */
    async send(tx: { to: string; data: string; value: string }) {
      const value = tx.value.startsWith('0x') ? BigInt(tx.value) : BigInt(tx.value)
      const hash = await wallet.sendTransaction({
        to: tx.to as Address,
        data: tx.data as Hex,
        value,
        chain: null,
      })
      const receipt = await client.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error('transaction reverted')
      return hash
    },
  }
}

/** Polls the order until `predicate` holds, or fails after `timeoutMs`. */
export async function waitForOrder(
  api: ReturnType<typeof apiOf>,
  orderId: string,
  predicate: (order: any) => boolean,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs
  let last: any
  while (Date.now() < deadline) {
    last = (await api(`/v2/orders/${orderId}`, { key: null })).body
    if (predicate(last)) return last
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`order ${orderId} did not get there; last state ${last?.state}`)
}
