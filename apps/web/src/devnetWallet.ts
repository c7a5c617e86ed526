import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export type DevnetWalletParameters = {
  accounts: { label: string; address: Address; privateKey: Hex }[]
  chains: { id: number; rpcUrl: string }[]
}

type Listener = (data: unknown) => void

/**
 * A real EIP-1193 wallet for the devnet: it signs with anvil's public test keys in the page, so a
 * person can try every flow without an extension. Never offered outside devnet mode.
 */
export function createDevnetWallet({ accounts, chains }: DevnetWalletParameters) {
  let account = accounts[0]!
  let chainId = chains[0]!.id
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, data: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(data)
  }
  const publicClients = new Map<number, PublicClient>()
  const rpcOf = (id: number) => {
    const chain = chains.find((entry) => entry.id === id)
    if (!chain) throw Object.assign(new Error(`Chain ${id} is not on the devnet`), { code: 4902 })
    return chain.rpcUrl
  }
  const publicClient = (id: number) => {
    let client = publicClients.get(id)
    if (!client) {
      client = createPublicClient({ transport: http(rpcOf(id)) })
      publicClients.set(id, client)
    }
    return client
  }

  const provider = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      const list = (params ?? []) as unknown[]
      const signer = privateKeyToAccount(account.privateKey)
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [account.address]
        case 'eth_chainId':
          return toHex(chainId)
        case 'wallet_switchEthereumChain': {
          const next = Number((list[0] as { chainId: string }).chainId)
          rpcOf(next)
          chainId = next
          emit('chainChanged', toHex(next))
          return null
        }
        case 'eth_sendTransaction': {
          const tx = list[0] as { to: Address; data?: Hex; value?: Hex; gas?: Hex }
          const wallet = createWalletClient({ account: signer, transport: http(rpcOf(chainId)) })
          return wallet.sendTransaction({
            to: tx.to,
            ...(tx.data ? { data: tx.data } : {}),
            ...(tx.value ? { value: BigInt(tx.value) } : {}),
            ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
            chain: null,
          })
        }
        case 'eth_signTypedData_v4': {
          const typedData = JSON.parse(list[1] as string)
          const { EIP712Domain: _, ...types } = typedData.types
          return signer.signTypedData({ ...typedData, types })
        }
        case 'personal_sign':
          return signer.signMessage({ message: { raw: list[0] as Hex } })
        default:
          return publicClient(chainId).request({ method, params } as never)
      }
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  return {
    provider,
    get account() {
      return account
    },
    selectAccount(address: Address) {
      const next = accounts.find((entry) => entry.address === address)
      if (!next) return
      account = next
      emit('accountsChanged', [next.address])
    },
  }
}

export type DevnetWallet = ReturnType<typeof createDevnetWallet>

const icon =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2563eb"/><path d="M8 20h16l-4 4M24 12H8l4-4" stroke="#fff" stroke-width="2.5" fill="none"/></svg>',
  )

/** Announces a wallet through EIP-6963, so wallet libraries list it like an extension. */
export function announceWallet(provider: object, info: { name: string; rdns: string }) {
  const detail = Object.freeze({
    info: { uuid: crypto.randomUUID(), name: info.name, icon, rdns: info.rdns },
    provider,
  })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
