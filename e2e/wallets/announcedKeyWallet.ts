import type { Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, type Stack, SwapPage, tokenValue } from '../fixtures.js'

/** Multicall3's canonical address, where the devnet puts it on every chain. */
const MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'
const multicall3Abi = parseAbi([
  'struct Call3Value { address target; bool allowFailure; uint256 value; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3Value(Call3Value[] calls) payable returns (Result[] returnData)',
])

export type AnnouncedKeyWalletParameters = {
  /** What the wallet announces through EIP-6963 (the menu shows its name and icon). */
  info: { name: string; rdns: string; icon: string }
  /**
   * EIP-5792 with atomic batches: `wallet_getCapabilities` says `supported` on every devnet
   * chain, and each `wallet_sendCalls` is one EIP-7702 transaction of the account through
   * Multicall3's code (every call made by the account itself; all or none). Without it the
   * wallet knows no EIP-5792 method, as most extensions today.
   */
  atomicBatch: boolean
  /** Funds a fresh account with the chain's coin and `amount` of `symbol` from `from`. */
  fund: { chainId: number; symbol: string; amount: string; from: { privateKey: Hex } }
}

/** A request the page made of the wallet that is not a read. */
export type WalletRequest = { method: string; params: unknown[] }

type Answer = { result: unknown } | { error: { code: number; message: string } }
type Call = { to: Address; data?: Hex; value?: Hex }

/**
 * A browser wallet announced through EIP-6963, signing with a fresh key: the page side relays
 * each request to this process, which signs with viem and forwards reads to the devnet chain
 * the wallet is on. Its writes are kept in `requests`, in order.
 */
export async function installAnnouncedKeyWallet(
  page: Page,
  stack: Stack,
  parameters: AnnouncedKeyWalletParameters,
) {
  const account = privateKeyToAccount(generatePrivateKey())
  const rpcOf = (id: number) => {
    const chain = stack.chains.find((entry) => entry.chainId === id)
    if (!chain) throw Object.assign(new Error(`Unrecognized chain ${id}`), { code: 4902 })
    return chain.rpcUrl
  }
  await fundAccount(stack, account.address, parameters.fund)

  let chainId = parameters.fund.chainId
  let authorized = false
  const requests: WalletRequest[] = []
  const batches = new Map<string, number>()
  const walletOn = (id: number) => createWalletClient({ account, transport: http(rpcOf(id)) })
  // Reads go to the chain the wallet is on, errors and all (anvil refuses what it does not know).
  const rpc = (id: number, method: string, params: unknown[]) =>
    createPublicClient({ transport: http(rpcOf(id)) }).request({ method, params } as never)

  const sendCalls = async (request: { chainId: Hex; calls: Call[] }) => {
    const id = Number(request.chainId)
    const wallet = walletOn(id)
    const authorization = await wallet.signAuthorization({
      contractAddress: MULTICALL3,
      executor: 'self',
    })
    const calls = request.calls.map((call) => ({
      target: call.to,
      allowFailure: false,
      value: BigInt(call.value ?? '0x0'),
      callData: call.data ?? '0x',
    }))
    const hash = await wallet.sendTransaction({
      to: account.address,
      data: encodeFunctionData({
        abi: multicall3Abi,
        functionName: 'aggregate3Value',
        args: [calls],
      }),
      value: calls.reduce((sum, call) => sum + call.value, 0n),
      authorizationList: [authorization],
      chain: null,
    })
    batches.set(hash, id)
    return { id: hash }
  }

  const callsStatus = async (id: string) => {
    const batchChain = batches.get(id)
    if (batchChain === undefined) throw { code: 5730, message: 'Unknown bundle id' }
    const receipt = (await rpc(batchChain, 'eth_getTransactionReceipt', [id])) as {
      status: Hex
      logs: unknown[]
      blockHash: Hex
      blockNumber: Hex
      gasUsed: Hex
      transactionHash: Hex
    } | null
    return {
      version: '2.0.0',
      id,
      chainId: numberToHex(batchChain),
      atomic: true,
      status: receipt === null ? 100 : receipt.status === '0x1' ? 200 : 500,
      receipts:
        receipt === null
          ? []
          : [
              {
                logs: receipt.logs,
                status: receipt.status,
                blockHash: receipt.blockHash,
                blockNumber: receipt.blockNumber,
                gasUsed: receipt.gasUsed,
                transactionHash: receipt.transactionHash,
              },
            ],
    }
  }

  const handle = async (method: string, params: unknown[]): Promise<unknown> => {
    if (method === 'eth_requestAccounts') authorized = true
    if (method === 'eth_requestAccounts' || method === 'eth_accounts')
      return authorized ? [account.address] : []
    if (method === 'eth_chainId') return numberToHex(chainId)
    if (method === 'wallet_switchEthereumChain') {
      const next = Number((params[0] as { chainId: string }).chainId)
      rpcOf(next)
      chainId = next
      return null
    }
    if (parameters.atomicBatch && method === 'wallet_getCapabilities')
      return Object.fromEntries(
        stack.chains.map((chain) => [
          numberToHex(chain.chainId),
          { atomic: { status: 'supported' } },
        ]),
      )
    if (parameters.atomicBatch && method === 'wallet_getCallsStatus')
      return callsStatus(params[0] as string)
    if (method === 'wallet_sendCalls' && parameters.atomicBatch) {
      requests.push({ method, params })
      return sendCalls(params[0] as { chainId: Hex; calls: Call[] })
    }
    if (method === 'eth_sendTransaction') {
      requests.push({ method, params })
      const request = params[0] as Call & { gas?: Hex }
      return walletOn(chainId).sendTransaction({
        to: request.to,
        data: request.data,
        value: request.value === undefined ? undefined : BigInt(request.value),
        gas: request.gas === undefined ? undefined : BigInt(request.gas),
        chain: null,
      })
    }
    // Anything else is a read of the chain (a wallet without EIP-5792 gets anvil's refusal).
    return rpc(chainId, method, params)
  }

  const binding = `__wallet_${parameters.info.rdns.replaceAll(/\W/g, '_')}`
  await page.exposeFunction(binding, async (method: string, params: unknown[]): Promise<Answer> => {
    try {
      return { result: await handle(method, params) }
    } catch (error) {
      const { code, message } = error as { code?: number; message?: string }
      return { error: { code: code ?? -32603, message: message ?? String(error) } }
    }
  })
  await page.addInitScript(announce, { binding, info: parameters.info })
  return { address: account.address, requests }
}

/** The page side: an EIP-1193 provider relaying to `binding`, announced through EIP-6963. */
function announce({
  binding,
  info,
}: {
  binding: string
  info: AnnouncedKeyWalletParameters['info']
}) {
  type Listener = (data: unknown) => void
  const listeners = new Map<string, Set<Listener>>()
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      const relay = (window as unknown as Record<string, (...args: unknown[]) => Promise<Answer>>)[
        binding
      ]!
      const answer = await relay(method, params ?? [])
      if ('error' in answer) throw Object.assign(new Error(answer.error.message), answer.error)
      if (method === 'wallet_switchEthereumChain')
        for (const listener of listeners.get('chainChanged') ?? [])
          listener((params![0] as { chainId: string }).chainId)
      return answer.result
    },
    on(event: string, listener: Listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  const detail = Object.freeze({ info: { uuid: crypto.randomUUID(), ...info }, provider })
  const announceProvider = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announceProvider)
  announceProvider()
}

async function fundAccount(
  stack: Stack,
  address: Address,
  fund: AnnouncedKeyWalletParameters['fund'],
) {
  const chain = stack.chains.find((entry) => entry.chainId === fund.chainId)!
  const transport = http(chain.rpcUrl)
  await createTestClient({ mode: 'anvil', transport }).setBalance({
    address,
    value: parseEther('10'),
  })
  const token = chain.tokens.find((entry) => entry.symbol === fund.symbol)!
  const funder = createWalletClient({
    account: privateKeyToAccount(fund.from.privateKey),
    transport,
  })
  await funder.writeContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [address, parseUnits(fund.amount, token.decimals)],
    chain: null,
  })
}

/**
 * Connects the hosted page to the wallet named `name` through the wallet menu. The page's own
 * devnet wallet reconnects on load at any moment: it is disconnected first, retried until the
 * menu's entry is the one connected.
 */
export async function connectWalletNamed(page: Page, name: string, address: Address) {
  const disconnect = page.getByRole('button', { name: /Disconnect/ })
  await page.waitForLoadState('networkidle')
  await expect(async () => {
    if (await disconnect.isVisible()) {
      if ((await disconnect.textContent())?.includes(address.slice(0, 6))) return
      await disconnect.click()
    }
    await page.getByRole('button', { name: 'Connect wallet' }).click({ timeout: 5_000 })
    await page.locator('dialog[open]').getByRole('button', { name }).click({ timeout: 10_000 })
    await expect(disconnect).toContainText(`${address.slice(0, 6)}…`, { timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
}

/** Opens the hosted page, connects the wallet named `name`, swaps 20 USDC from Ethereum to `to`, to delivery. */
export async function swapWithWalletNamed(
  page: Page,
  stack: Stack,
  wallet: { name: string; address: Address; to: number },
) {
  const swapPage = new SwapPage(page)
  await page.goto(stack.url)
  await connectWalletNamed(page, wallet.name, wallet.address)
  await swapPage.pick('From', tokenValue(stack, 1, 'USDC'))
  await swapPage.pick('To', tokenValue(stack, wallet.to, 'USDC'))
  await swapPage.amount.fill('20')
  await expect(page.getByTestId('receive-amount')).toContainText('USDC')
  await swapPage.swap.click()
  await expect(swapPage.orderState).toHaveText('Delivered', { timeout: 60_000 })
}
