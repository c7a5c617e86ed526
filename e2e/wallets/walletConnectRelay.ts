import type { Page } from '@playwright/test'

/** The WalletConnect Cloud project id the e2e BFF publishes (made up: no real relay sees it). */
export const e2eWalletConnectProjectId = '0123456789abcdef0123456789abcdef'

/** A JSON-RPC request of the WalletConnect SDK to its relay (the `irn_*` methods). */
type RelayRequest = { id: number; jsonrpc: '2.0'; method: string; params?: Record<string, unknown> }

/**
 * A stand-in of WalletConnect's relay, answered inside the browser's network layer (Playwright's
 * routeWebSocket): the SDK opens its WebSocket to the real relay address, which the page's CSP
 * must allow, but the connection never leaves the machine. It acknowledges what a relay
 * acknowledges (subscriptions get an id, publishes `true`) and records what the SDK asked; no
 * wallet ever answers, so a pairing stays pending, as it does until a phone scans the code.
 */
export async function answerWalletConnectRelay(page: Page) {
  const connections: URL[] = []
  const requests: RelayRequest[] = []
  await page.routeWebSocket(/^wss:\/\/relay\.walletconnect\.(org|com)\//, (socket) => {
    connections.push(new URL(socket.url()))
    socket.onMessage((message) => {
      const request = JSON.parse(String(message)) as RelayRequest
      requests.push(request)
      const topics = request.params?.topics
      const result = request.method.endsWith('batchSubscribe')
        ? (topics as string[]).map((_, index) => `${request.id}${index}`.padStart(64, '0'))
        : request.method.endsWith('ubscribe')
          ? String(request.id).padStart(64, '0')
          : true
      socket.send(JSON.stringify({ id: request.id, jsonrpc: '2.0', result }))
    })
  })
  return { connections, requests }
}
