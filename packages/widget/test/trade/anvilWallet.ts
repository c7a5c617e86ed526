import { createPublicClient, createWalletClient, erc20Abi, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { relayFeeAbi } from '../../src/trade/verify/relayFeeAbi.js'
import type { EvmWalletAdapter } from '../../src/trade/WalletAdapter.js'

/**
 * A wallet on one anvil chain of the devnet, as an `EvmWalletAdapter` the way the widget passes
 * wagmi's: it signs with a key of the devnet, stays on its chain, and records the switches asked.
 */
export function anvilWallet(parameters: {
  chainId: number
  rpcUrl: string
  privateKey: `0x${string}`
}) {
  const { chainId } = parameters
  const account = privateKeyToAccount(parameters.privateKey)
  const transport = http(parameters.rpcUrl)
  const client = createPublicClient({ transport, pollingInterval: 20 })
  const signer = createWalletClient({ account, transport })
  const switched: number[] = []
  const wallet: EvmWalletAdapter = {
    family: 'evm',
    async switchChain({ chainId: target }) {
      switched.push(target)
      if (target !== chainId) throw new Error(`this wallet is on chain ${chainId} only`)
    },
    sendTransaction: ({ chainId: _chainId, account: _account, ...tx }) =>
      signer.sendTransaction({ ...tx, chain: null } as Parameters<
        typeof signer.sendTransaction
      >[0]),
    waitForReceipt: ({ hash }) => client.waitForTransactionReceipt({ hash }),
    getNativeBalance: async () => ({
      value: await client.getBalance({ address: account.address }),
      symbol: 'ETH',
    }),
    getTokenBalance: ({ token }) =>
      client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      }),
    getDepositRelayFee: ({ contract }) =>
      client.readContract({ address: contract, abi: relayFeeAbi, functionName: 'relayFee' }),
  }
  return { wallet, client, address: account.address, switched }
}
