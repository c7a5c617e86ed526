// @vitest-environment node
import { type Address, createWalletClient, erc20Abi, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { setupDevnetBff } from '../../../test/devnetBff.js'
import { anvilWallet } from '../../../test/trade/anvilWallet.js'
import { bffClient } from '../../query/bffClient.js'
import { memoryStorage } from '../../storage/browserStorage.js'
import { createOrderStorage } from '../../storage/orderStorage.js'
import type { SwapStatus } from '../../swap/swapStatus.js'
import { routeOfV2Quote } from './routeOfV2Quote.js'
import { runV2Trade } from './runV2Trade.js'

// The BFF in-process, reached as the widget reaches it (through the global fetch).
const bffUrl = 'http://bff-v2-trade.test'
const state = setupDevnetBff({ bffUrl })

test('USDT with an allowance left over: approve(0), approve(amount) each confirmed on chain, then one deposit the service sees', async () => {
  const source = state.devnet.chains.find((chain) => chain.chainId === 1)!
  const usdt = source.tokens.find((token) => token.symbol === 'USDT')!
  const usdc = state.devnet.chains
    .find((chain) => chain.chainId === 8453)!
    .tokens.find((token) => token.symbol === 'USDC')!
  const privateKey = state.devnet.accounts[2]!.privateKey
  const wallet = anvilWallet({ chainId: 1, rpcUrl: source.rpcUrl, privateKey })

  // A residual allowance: USDT refuses to approve from a non-zero one, so the build resets it.
  const signer = createWalletClient({
    account: privateKeyToAccount(privateKey),
    transport: http(source.rpcUrl),
  })
  const residual = await signer.writeContract({
    address: usdt.address as Address,
    abi: erc20Abi,
    functionName: 'approve',
    args: [source.depositContract, 1n],
    chain: null,
  })
  await wallet.client.waitForTransactionReceipt({ hash: residual })

  const quote = await bffClient(bffUrl).getQuote({
    fromChainId: 1,
    from: usdt.address,
    toChainId: 8453,
    to: usdc.address,
    srcAmount: '25000000',
  })
  const storage = createOrderStorage(memoryStorage())
  const statuses: SwapStatus[] = []
  const result = await runV2Trade({
    route: routeOfV2Quote(quote),
    wallet: wallet.wallet,
    bffUrl,
    depositor: wallet.address,
    storage,
    onStatus: (status) => statuses.push(status),
  })
  if (result.kind !== 'evm') throw new Error('expected an EVM deposit')
  expect(statuses.map((status) => status.step)).toEqual([
    'checking',
    'building',
    'switching',
    'approving',
    'approving',
    'depositing',
    'deposit-sent',
    'tracking',
  ])
  expect(wallet.switched).toEqual([1])
  expect(result.build.approveTxs).toHaveLength(2)
  const allowance = await wallet.client.readContract({
    address: usdt.address as Address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [wallet.address, source.depositContract],
  })
  // The deposit pulled the amount the second approval allowed.
  expect(allowance).toBe(0n)
  const receipt = await wallet.client.waitForTransactionReceipt({ hash: result.depositTx })
  expect(receipt.status).toBe('success')
  expect(storage.depositClaimed(result.orderId)).toBe(true)
  expect(storage.inFlight(wallet.address).map((order) => order.orderId)).toEqual([result.orderId])

  // The service sees the deposit: the order leaves pending_deposit.
  await expect
    .poll(async () => (await bffClient(bffUrl).getOrder(result.orderId)).state, {
      timeout: 30_000,
      interval: 100,
    })
    .not.toBe('pending_deposit')
}, 120_000)
