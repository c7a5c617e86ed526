import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, normalize } from 'node:path'
import { startTestServer } from '@ferry/test-utils'
import type { Page } from '@playwright/test'
import { type Address, createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { forwardRead } from '../wallets/forwardRead.js'

const require = createRequire(import.meta.url)
/** The package's dist folder, served as is under /tf/. */
const distDir = dirname(require.resolve('@tokenflight/swap'))

export type TokenflightHostParameters = {
  /** The widget's `apiEndpoint`: the service, or a BFF's `<bff>/api` (v1 under `/api/v1/*`). */
  serviceUrl: string
  /** The host page's port, when its origin must be one a BFF allows; any free port otherwise. */
  port?: number
  chains: { chainId: number; rpcUrl: string }[]
  privateKey: Hex
  fromToken: string
  toToken: string
  amount: string
}

/**
 * Serves a bare host page with `@tokenflight/swap` (the service's own v1 widget, unchanged) from
 * the package's dist, and an EIP-1193 wallet whose requests the test answers in Node, signing
 * with an anvil key: the widget's wallet adapter forwards every action to `window.devnetWallet`.
 */
export async function openTokenflightHost(page: Page, parameters: TokenflightHostParameters) {
  const account = privateKeyToAccount(parameters.privateKey)
  let chainId = parameters.chains[0]!.chainId
  const rpcOf = (id: number) => parameters.chains.find((chain) => chain.chainId === id)?.rpcUrl
  const rpc = async (method: string, params: unknown[], id = chainId) => {
    const url = rpcOf(id)
    if (!url) throw new Error(`no chain ${id}`)
    return forwardRead(url, method, params)
  }
  /** The wallet methods the widget asked for, in order. */
  const requests: string[] = []
  await page.exposeFunction(
    'devnetWallet',
    async (method: string, params: unknown[] = [], actionChainId?: number) => {
      requests.push(method)
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [account.address]
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`
        case 'wallet_switchEthereumChain': {
          const wanted = Number((params[0] as { chainId: string }).chainId)
          if (!rpcOf(wanted)) throw new Error(`unknown chain ${wanted}`)
          chainId = wanted
          return null
        }
        case 'eth_sendTransaction': {
          const tx = params[0] as { to: Address; data?: Hex; value?: Hex; gas?: Hex }
          const id = actionChainId ?? chainId
          const wallet = createWalletClient({ account, transport: http(rpcOf(id)) })
          return wallet.sendTransaction({
            to: tx.to,
            ...(tx.data ? { data: tx.data } : {}),
            value: BigInt(tx.value ?? '0x0'),
            ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
            chain: null,
          })
        }
        default:
          return rpc(method, params, actionChainId ?? chainId)
      }
    },
  )
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>tokenflight host</title></head>
<body>
<tokenflight-widget from-token="${parameters.fromToken}" to-token="${parameters.toToken}"
  amount="${parameters.amount}" trade-type="EXACT_INPUT"></tokenflight-widget>
<script>
// The ESM build reads process.env as bundlers define it; a page without a bundler supplies it.
window.process = { env: { NODE_ENV: 'production' } }
</script>
<script type="module">
import { registerWidgetElement } from '/tf/widget.js'
const address = ${JSON.stringify(account.address)}
const listeners = new Map()
let connected = false
const walletAdapter = {
  name: 'Devnet wallet',
  supportedActionTypes: ['eip1193_request'],
  supportedChainIds: ${JSON.stringify(parameters.chains.map((chain) => chain.chainId))},
  async connect() { connected = true; for (const h of listeners.get('connect') ?? []) h({ type: 'connect', data: { address } }) },
  async disconnect() { connected = false },
  isConnected: () => connected,
  async getAddress() { return connected ? address : null },
  async getCurrentChainId() { return BigInt(await window.devnetWallet('eth_chainId', [])) },
  async executeWalletAction(action) {
    try {
      const data = await window.devnetWallet(action.method, action.params, action.chainId)
      const txHash = typeof data === 'string' && /^0x[0-9a-f]{64}$/i.test(data) ? data : undefined
      return { success: true, data, ...(txHash ? { txHash } : {}) }
    } catch (error) {
      return { success: false, error: String(error?.message ?? error) }
    }
  },
  on(event, handler) { listeners.set(event, [...(listeners.get(event) ?? []), handler]) },
  off(event, handler) { listeners.set(event, (listeners.get(event) ?? []).filter((h) => h !== handler)) },
}
window.swapOutcome = new Promise((resolve) => {
  registerWidgetElement({
    walletAdapter,
    apiEndpoint: ${JSON.stringify(parameters.serviceUrl)},
    rpcOverrides: ${JSON.stringify(Object.fromEntries(parameters.chains.map((chain) => [String(chain.chainId), chain.rpcUrl])))},
    callbacks: {
      onSwapSuccess: (data) => resolve({ ok: true, data }),
      onSwapError: (data) => resolve({ ok: false, data }),
    },
  })
})
</script></body></html>`
  // A real loopback server: Chromium lets only a loopback page reach the loopback devnet.
  const server = await startTestServer({
    ...(parameters.port === undefined ? {} : { port: parameters.port }),
    handler: async (request, response) => {
      const path = new URL(request.url ?? '/', 'http://host').pathname
      if (path === '/') {
        response.writeHead(200, { 'content-type': 'text/html' }).end(html)
        return
      }
      const file = normalize(join(distDir, path.replace(/^\/tf\//, '')))
      if (!path.startsWith('/tf/') || !file.startsWith(distDir)) {
        response.writeHead(404).end()
        return
      }
      try {
        const body = await readFile(file)
        response
          .writeHead(200, {
            'content-type': file.endsWith('.css') ? 'text/css' : 'text/javascript',
          })
          .end(body)
      } catch {
        response.writeHead(404).end()
      }
    },
  })
  const hostUrl = `${server.url}/`
  const outside: string[] = []
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    async (route) => {
      const url = new URL(route.request().url())
      // Every outside host the widget contacts is answered here, and listed for the report.
      outside.push(`${route.request().method()} ${url.origin}${url.pathname}`)
      return route.fulfill({ status: 404, body: '' })
    },
  )
  await page.goto(hostUrl)
  return {
    account,
    requests,
    outside,
    /** TokenFlight's own Connect Wallet button (the last of its two), and its Confirm Swap. */
    connectWallet: page.getByRole('button', { name: 'Connect Wallet' }).last(),
    confirmSwap: page.getByRole('button', { name: 'Confirm Swap' }),
    /** A figure or sentence TokenFlight's widget shows. */
    says: (text: string) => page.getByText(text),
    close: server.stop,
  }
}
