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
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { Stack } from '../fixtures.js'
import { forwardRead } from './forwardRead.js'

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
  const { contract, owner } = await deployFundedContractWallet(stack, parameters)

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
        case 'eth_sendTransaction':
          return sendThroughContract({
            owner,
            contract,
            rpcUrl: rpcOf(chainId)!,
            call: params[0] as ContractCall,
          })
        case 'eth_signTypedData_v4':
        case 'personal_sign':
          throw new Error('This smart account cannot sign messages')
        default:
          return forwardRead(rpcOf(chainId)!, method, params)
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

/**
 * Deploys a contract wallet owned by `owner` on `chainId`, holding `fund` of a token and 1 of the
 * chain's coin (it pays the relay fee from its own balance, as a smart account would).
 */
export async function deployFundedContractWallet(
  stack: Stack,
  parameters: {
    owner: { privateKey: Hex }
    chainId: number
    fund: { symbol: string; amount: string }
  },
) {
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
  await wallet.sendTransaction({ to: contract, value: parseEther('1'), chain: null })

  return { contract, owner }
}

/** A transaction the page asks of the contract wallet. */
export type ContractCall = { to: Address; data?: Hex; value?: Hex | number | string }

/** Sends `call` as the contract's own: the owner calls its `execute`. */
export function sendThroughContract(parameters: {
  owner: PrivateKeyAccount
  contract: Address
  rpcUrl: string
  call: ContractCall
}) {
  const { owner, contract, call } = parameters
  const client = createWalletClient({ account: owner, transport: http(parameters.rpcUrl) })
  return client.sendTransaction({
    to: contract,
    data: encodeFunctionData({
      abi: contractWalletAbi,
      functionName: 'execute',
      args: [call.to, BigInt(call.value ?? '0x0'), call.data ?? '0x'],
    }),
    gas: 1_000_000n,
    chain: null,
  })
}
