import { contractWalletAbi, deployContractWallet } from '@ferry/devnet'
import type { Page } from '@playwright/test'
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Stack } from '../fixtures.js'

/**
 * A smart-contract account as a wallet app presents it (a Safe, say): the dApp sees the
 * contract's address, and each transaction it asks for is sent by the owner as a call of the
 * contract's `execute`. It cannot sign typed data the relay would accept (no ERC-1271 there).
 */
export async function installContractWallet(
  page: Page,
  stack: Stack,
  parameters: {
    owner: { address: Address; privateKey: Hex }
    chainId: number
    fund: { symbol: string; amount: string }
  },
): Promise<Address> {
  const chain = stack.chains.find((entry) => entry.chainId === parameters.chainId)!
  const owner = privateKeyToAccount(parameters.owner.privateKey)
  const wallet = createWalletClient({ account: owner, transport: http(chain.rpcUrl) })
  const contract = await deployContractWallet({
    rpcUrl: chain.rpcUrl,
    ownerPrivateKey: parameters.owner.privateKey,
  })
  const token = chain.tokens.find((entry) => entry.symbol === parameters.fund.symbol)!
  await wallet.writeContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [contract, parseUnits(parameters.fund.amount, 6)],
    chain: null,
  })
  // The contract pays the relay fee from its own balance, as a smart account would.
  await wallet.sendTransaction({ to: contract, value: parseEther('1'), chain: null })

  let chainId = parameters.chainId
  // Like a real wallet, it shows no account to the page until the person connects.
  let connected = false
  const rpcOf = (id: number) => stack.chains.find((entry) => entry.chainId === id)?.rpcUrl
  await page.exposeBinding(
    '__contractWalletRequest',
    async (_source, method: string, params: unknown[]) => {
      switch (method) {
        case 'eth_requestAccounts':
          connected = true
          return [contract]
        case 'eth_accounts':
          return connected ? [contract] : []
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`
        case 'wallet_switchEthereumChain': {
          const wanted = Number((params[0] as { chainId: string }).chainId)
          if (!rpcOf(wanted)) throw new Error(`Unrecognized chain ${wanted}`)
          chainId = wanted
          return null
        }
        case 'eth_sendTransaction': {
          const request = params[0] as { to: Address; data?: Hex; value?: Hex }
          const client = createWalletClient({ account: owner, transport: http(rpcOf(chainId)) })
          return client.sendTransaction({
            to: contract,
            data: encodeFunctionData({
              abi: contractWalletAbi,
              functionName: 'execute',
              args: [request.to, BigInt(request.value ?? '0x0'), request.data ?? '0x'],
            }),
            gas: 1_000_000n,
            chain: null,
          })
        }
        case 'eth_signTypedData_v4':
        case 'personal_sign':
          throw new Error('This smart account cannot sign messages')
        default: {
          const response = await fetch(rpcOf(chainId)!, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
          })
          const body = (await response.json()) as { result?: unknown; error?: { message: string } }
          if (body.error) throw new Error(body.error.message)
          return body.result
        }
      }
    },
  )
  await page.addInitScript(() => {
    const listeners = new Map<string, Set<(value: unknown) => void>>()
    const provider = {
      request: ({ method, params }: { method: string; params?: unknown[] }) =>
        (
          window as unknown as {
            __contractWalletRequest: (method: string, params: unknown[]) => Promise<unknown>
          }
        ).__contractWalletRequest(method, params ?? []),
      on: (event: string, listener: (value: unknown) => void) => {
        if (!listeners.has(event)) listeners.set(event, new Set())
        listeners.get(event)!.add(listener)
      },
      removeListener: (event: string, listener: (value: unknown) => void) =>
        listeners.get(event)?.delete(listener),
    }
    const info = {
      uuid: '6f1d2b7e-0000-4000-8000-00000000c0de',
      name: 'Smart Account',
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      rdns: 'dev.ferry.smart-account',
    }
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
      )
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  })
  return contract
}
