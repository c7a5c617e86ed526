import { spokeDepositAbi } from '@ferry/devnet'
import { type Address, createPublicClient, erc20Abi, http, parseEventLogs } from 'viem'
import { expect, type Stack, test } from '../fixtures.js'
import {
  installAnnouncedKeyWallet,
  swapWithWalletNamed,
  type WalletRequest,
} from '../wallets/announcedKeyWallet.js'

const icon = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E'

/** Every Deposited event of `depositor` on the chain's deposit contract, with its transaction. */
async function depositsOf(stack: Stack, chainId: number, depositor: Address) {
  const chain = stack.chains.find((entry) => entry.chainId === chainId)!
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const logs = await client.getContractEvents({
    address: chain.depositContract,
    abi: spokeDepositAbi,
    eventName: 'Deposited',
    args: { depositor },
    fromBlock: 0n,
  })
  return Promise.all(
    logs.map(async (log) => {
      const receipt = await client.getTransactionReceipt({ hash: log.transactionHash })
      const approvals = parseEventLogs({ abi: erc20Abi, eventName: 'Approval', logs: receipt.logs })
      return { transactionHash: log.transactionHash, approvalsInSameTransaction: approvals.length }
    }),
  )
}

const writes = (requests: WalletRequest[]) => requests.map((request) => request.method)

test('a wallet that batches atomically: approve and deposit in one wallet_sendCalls, one transaction, the order delivered', async ({
  page,
  stack,
}) => {
  const wallet = await installAnnouncedKeyWallet(page, stack, {
    info: { name: 'Batching Wallet', rdns: 'dev.ferry.batching', icon },
    atomicBatch: true,
    fund: { chainId: 1, symbol: 'USDC', amount: '30', from: stack.accounts[0]! },
  })
  await swapWithWalletNamed(page, stack, {
    name: 'Batching Wallet',
    address: wallet.address,
    to: 8453,
  })

  expect(writes(wallet.requests)).toEqual(['wallet_sendCalls'])
  const [batch] = wallet.requests[0]!.params as [
    { chainId: string; atomicRequired: boolean; calls: { to: string }[] },
  ]
  const chain = stack.chains.find((entry) => entry.chainId === 1)!
  const usdc = chain.tokens.find((token) => token.symbol === 'USDC')!.address
  expect(batch.chainId).toBe('0x1')
  expect(batch.atomicRequired).toBe(true)
  expect(batch.calls.map((call) => call.to.toLowerCase())).toEqual([
    usdc.toLowerCase(),
    chain.depositContract.toLowerCase(),
  ])
  // Read from the chain: one deposit, carried by the same transaction as its approval.
  expect(await depositsOf(stack, 1, wallet.address)).toEqual([
    { transactionHash: expect.any(String), approvalsInSameTransaction: 1 },
  ])
})

test('a wallet without EIP-5792: the approval, then the deposit, as before', async ({
  page,
  stack,
}) => {
  const wallet = await installAnnouncedKeyWallet(page, stack, {
    info: { name: 'Plain Wallet', rdns: 'dev.ferry.plain', icon },
    atomicBatch: false,
    fund: { chainId: 1, symbol: 'USDC', amount: '30', from: stack.accounts[0]! },
  })
  await swapWithWalletNamed(page, stack, {
    name: 'Plain Wallet',
    address: wallet.address,
    to: 8453,
  })

  expect(writes(wallet.requests)).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
  expect(await depositsOf(stack, 1, wallet.address)).toEqual([
    { transactionHash: expect.any(String), approvalsInSameTransaction: 0 },
  ])
})
