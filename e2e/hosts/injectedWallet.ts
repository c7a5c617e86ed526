import type { Page } from '@playwright/test'
import { type Address, createWalletClient, type Hex, http, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export type InjectedWalletParameters = {
  privateKey: Hex
  chains: { chainId: number; rpcUrl: string }[]
}

type Answer = { result: unknown } | { error: { code: number; message: string } }

/**
 * An EIP-1193 `window.ethereum` as a browser extension injects it, signing with an anvil key:
 * the page side only relays each request to this process, which signs with viem and forwards
 * reads to the devnet chain the wallet is on. Installed before any page script runs.
 */
export async function installInjectedWallet(page: Page, parameters: InjectedWalletParameters) {
  const account = privateKeyToAccount(parameters.privateKey)
  let chainId = parameters.chains[0]!.chainId
  // Like a real wallet, it shares the account only once the page has asked for it.
  let authorized = false
  const rpcOf = (id: number) => {
    const chain = parameters.chains.find((entry) => entry.chainId === id)
    if (!chain) throw Object.assign(new Error(`Unrecognized chain ${id}`), { code: 4902 })
    return chain.rpcUrl
  }
  const handle = async (method: string, params: unknown[]): Promise<unknown> => {
    switch (method) {
      case 'eth_requestAccounts':
        authorized = true
        return [account.address]
      case 'eth_accounts':
        return authorized ? [account.address] : []
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'wallet_switchEthereumChain': {
        const next = Number((params[0] as { chainId: string }).chainId)
        rpcOf(next)
        chainId = next
        return null
      }
      case 'eth_sendTransaction': {
        const tx = params[0] as { to: Address; data?: Hex; value?: Hex; gas?: Hex }
        const wallet = createWalletClient({ account, transport: http(rpcOf(chainId)) })
        return wallet.sendTransaction({
          to: tx.to,
          ...(tx.data ? { data: tx.data } : {}),
          ...(tx.value ? { value: BigInt(tx.value) } : {}),
          ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
          chain: null,
        })
      }
      case 'personal_sign':
        return account.signMessage({ message: { raw: params[0] as Hex } })
      case 'eth_signTypedData_v4': {
        const typedData = JSON.parse(params[1] as string)
        const { EIP712Domain: _, ...types } = typedData.types
        return account.signTypedData({ ...typedData, types })
      }
      default: {
        const response = await fetch(rpcOf(chainId), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        })
        const body = (await response.json()) as { result?: unknown; error?: Answer }
        if (body.error) throw body.error
        return body.result
      }
    }
  }
  await page.exposeFunction(
    '__hostWalletRequest',
    async (method: string, params: unknown[]): Promise<Answer> => {
      try {
        return { result: await handle(method, params) }
      } catch (error) {
        const { code, message } = error as { code?: number; message?: string }
        return { error: { code: code ?? -32603, message: message ?? String(error) } }
      }
    },
  )
  await page.addInitScript(() => {
    type Listener = (data: unknown) => void
    // Looked up on each call: the binding Playwright exposes is installed by its own script.
    const relay = (method: string, params: unknown[]) =>
      (
        (window as unknown as Record<string, unknown>).__hostWalletRequest as (
          method: string,
          params: unknown[],
        ) => Promise<Answer>
      )(method, params)
    const listeners = new Map<string, Set<Listener>>()
    const emit = (event: string, data: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(data)
    }
    const provider = {
      async request({ method, params }: { method: string; params?: unknown[] }) {
        const answer = await relay(method, params ?? [])
        if ('error' in answer) throw Object.assign(new Error(answer.error.message), answer.error)
        if (method === 'wallet_switchEthereumChain')
          emit('chainChanged', (params![0] as { chainId: string }).chainId)
        return answer.result
      },
      on(event: string, listener: Listener) {
        if (!listeners.has(event)) listeners.set(event, new Set())
        listeners.get(event)!.add(listener)
      },
      removeListener(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener)
      },
    }
    Object.assign(window, { ethereum: provider })
  })
}
