import { isTerminalOrderState, type OrderState } from '@ferry/order-api'
import { clusterOrigin } from './startCluster.js'

/** Each instance's POLL_INTERVAL_MS (the devnet configuration's). */
export const clusterPollIntervalMs = 1_000

/** A v2 order state that ends the order's stream. */
export const isFinal = (state: string) => isTerminalOrderState(state as OrderState)

export type StreamedOrder = { id: string | undefined; state: string; at: number }

/**
 * A browser's view of one order's event stream through nginx, as EventSource behaves: every
 * `order` event is recorded; when the connection drops before a final state it connects again
 * (through nginx, so to any instance) with `Last-Event-ID` set to the last id it received.
 */
export function followOrderStream(parameters: {
  url: string
  orderId: string
  client: string
  isFinal: (state: string) => boolean
}) {
  const events: StreamedOrder[] = []
  let connections = 0
  let lastId: string | undefined
  const controller = new AbortController()

  async function connectOnce(): Promise<'final' | 'dropped'> {
    connections++
    const headers: Record<string, string> = {
      origin: clusterOrigin,
      accept: 'text/event-stream',
      'x-forwarded-for': parameters.client,
    }
    if (lastId) headers['last-event-id'] = lastId
    let response: Response
    try {
      response = await fetch(`${parameters.url}/api/v2/orders/${parameters.orderId}/events`, {
        headers,
        signal: controller.signal,
      })
    } catch {
      return 'dropped'
    }
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel()
      return 'dropped'
    }
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true })
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const field = (name: string) =>
            block
              .split('\n')
              .find((line) => line.startsWith(`${name}:`))
              ?.slice(name.length + 1)
              .trim()
          if (field('event') !== 'order') continue
          const id = field('id')
          if (id) lastId = id
          const state = (JSON.parse(field('data') ?? '{}') as { state: string }).state
          events.push({ id, state, at: Date.now() })
          if (parameters.isFinal(state)) {
            controller.abort()
            return 'final'
          }
        }
      }
    } catch {}
    return 'dropped'
  }

  const done = (async () => {
    while (!controller.signal.aborted) {
      if ((await connectOnce()) === 'final') return
      // EventSource waits the server's `retry:` hint; a short pause keeps the test quick.
      if (!controller.signal.aborted) await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })()

  return {
    events,
    states: () => events.map((event) => event.state),
    connections: () => connections,
    done,
    close: () => controller.abort(),
  }
}
