import { type Address, erc20Abi, type Hex } from 'viem'
import type { Config } from 'wagmi'
import {
  getAccount,
  getBalance,
  getCapabilities,
  readContract,
  sendCalls,
  sendTransaction,
  signTypedData,
  switchChain,
  waitForCallsStatus,
  waitForTransactionReceipt,
} from 'wagmi/actions'
import { relayFeeAbi } from './verify/relayFeeAbi.js'
import type { EvmWalletAdapter } from './WalletAdapter.js'

export type EvmWalletAdapterParameters = {
  wagmiConfig: Config
  /** The account whose balances are read (the depositor); default the connected one. */
  address?: Address
}

/** The EVM wallet of a wagmi config (the host's, or the widget's own) as `runPlan` asks for it. */
export function evmWalletAdapter(parameters: EvmWalletAdapterParameters): EvmWalletAdapter {
  const { wagmiConfig } = parameters
  const address = () => {
    const account = parameters.address ?? getAccount(wagmiConfig).address
    if (!account) throw new Error('No wallet is connected')
    return account
  }
  return {
    family: 'evm',
    currentChainId: () => getAccount(wagmiConfig).chainId,
    switchChain: (request) => switchChain(wagmiConfig, request),
    sendTransaction: (request) => sendTransaction(wagmiConfig, request),
    waitForReceipt: (request) => waitForTransactionReceipt(wagmiConfig, request),
    async getNativeBalance({ chainId }) {
      const balance = await getBalance(wagmiConfig, { address: address(), chainId })
      return { value: balance.value, symbol: balance.symbol }
    },
    getTokenBalance: ({ chainId, token }) =>
      readContract(wagmiConfig, {
        chainId,
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address()],
      }),
    getDepositRelayFee: ({ chainId, contract }) =>
      readContract(wagmiConfig, {
        chainId,
        address: contract,
        abi: relayFeeAbi,
        functionName: 'relayFee',
      }),
    signTypedData: (request) =>
      signTypedData(wagmiConfig, request as Parameters<typeof signTypedData>[1]) as Promise<Hex>,
    // EIP-5792. Only `supported` counts: `ready` would first turn the account into a smart
    // account (EIP-7702), a change the user did not come here for.
    async supportsAtomicBatch({ chainId }) {
      const capabilities = await getCapabilities(wagmiConfig, { account: address(), chainId })
      return capabilities?.atomic?.status === 'supported'
    },
    sendCalls: async ({ chainId, calls }) =>
      (
        await sendCalls(wagmiConfig, {
          account: address(),
          chainId,
          calls: calls.map((call) => ({ ...call })),
          forceAtomic: true,
        })
      ).id,
    // An approval and a deposit confirm in a block or two; a wallet silent for ten minutes has
    // lost the batch, or the user its tab: the deposit's mark stays either way.
    waitForCalls: ({ id }) => waitForCallsStatus(wagmiConfig, { id, timeout: 600_000 }),
  }
}
