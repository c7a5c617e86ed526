import { startTestServer } from '@ferry/test-utils'
import type { Page } from '@playwright/test'
import type { Address, Hex } from 'viem'
import type { Stack } from '../fixtures.js'
import { deployFundedContractWallet, sendThroughContract } from './contractWallet.js'
import { forwardRead } from './forwardRead.js'

type SafeAppsRequest = { method: string; params: unknown }

/**
 * A stand-in of Safe{Wallet} running the hosted page as a Safe App: a parent page that frames
 * `/` and answers the Safe Apps SDK's postMessage protocol (getSafeInfo, rpcCall,
 * sendTransactions, getTxBySafeTxHash). The Safe is a devnet contract wallet: each transaction
 * the app proposes is executed at once by its owner through the contract's `execute`, and its
 * hash stands for the safeTxHash (so the app's receipt wait finds it).
 *
 * The page is served on loopback from the one origin of the e2e BFF's SAFE_APP_ORIGINS, so the
 * hosted page's own headers let it frame `/`, as an operator's would. (A page fulfilled by a
 * Playwright route has no address: Chromium takes it for a public page and blocks its frame of
 * the loopback BFF as a local-network request.) `stop` closes it.
 */
export async function installSafeParent(
  page: Page,
  stack: Stack,
  parameters: {
    owner: { privateKey: Hex }
    chainId: number
    fund: { symbol: string; amount: string }
    /** The page's path and query inside the Safe. */
    appPath: string
  },
): Promise<{ safe: Address; url: string; methods: string[]; stop: () => Promise<void> }> {
  const { contract, owner } = await deployFundedContractWallet(stack, parameters)
  const rpcUrl = stack.chains.find((chain) => chain.chainId === parameters.chainId)!.rpcUrl
  const methods: string[] = []
  await page.exposeBinding('__safeAppsRequest', async (_source, request: SafeAppsRequest) => {
    methods.push(request.method)
    switch (request.method) {
      case 'getSafeInfo':
        return {
          safeAddress: contract,
          chainId: parameters.chainId,
          threshold: 1,
          owners: [owner.address],
          isReadOnly: false,
        }
      case 'rpcCall': {
        const { call, params } = request.params as { call: string; params: unknown[] }
        return forwardRead(rpcUrl, call, params)
      }
      case 'sendTransactions': {
        const { txs } = request.params as { txs: { to: Address; value: string; data: Hex }[] }
        let hash: Hex | undefined
        for (const call of txs) {
          hash = await sendThroughContract({ owner, contract, rpcUrl, call })
          await forwardRead(rpcUrl, 'eth_getTransactionReceipt', [hash])
        }
        return { safeTxHash: hash }
      }
      case 'getTxBySafeTxHash':
        return { txHash: (request.params as { safeTxHash: Hex }).safeTxHash }
      default:
        throw new Error(`the test Safe does not answer ${request.method}`)
    }
  })
  const html = `<!doctype html><title>Test Safe</title><h1>Test Safe</h1>
<iframe title="Safe App" src="${stack.url}${parameters.appPath}" style="width:480px;height:900px"></iframe>
<script>(${answerSafeApps.toString()})()</script>`
  const server = await startTestServer({
    port: stack.safeParentPort,
    handler: (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(html)
    },
  })
  return { safe: contract, url: `${server.url}/`, methods, stop: server.stop }
}

/** The parent's side of the Safe Apps protocol: each request of the framed app, answered. */
function answerSafeApps() {
  const frame = document.querySelector('iframe')!
  const relay = (window as unknown as Record<string, (request: unknown) => Promise<unknown>>)
    .__safeAppsRequest!
  window.addEventListener('message', async (event) => {
    const request = event.data as { id?: string; method?: string; params?: unknown }
    if (event.source !== frame.contentWindow || !request?.id || !request.method) return
    const reply = (answer: object) =>
      frame.contentWindow!.postMessage({ id: request.id, version: '9.1.0', ...answer }, '*')
    try {
      reply({
        success: true,
        data: await relay({ method: request.method, params: request.params }),
      })
    } catch (error) {
      reply({ success: false, error: (error as Error).message })
    }
  })
}
