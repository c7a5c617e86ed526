/** Polls made after a stream failed before the stream is tried again (doubles each failure). */
export const POLLS_BEFORE_STREAM_RETRY = 3
/** The most polls between two stream tries, however often streams fail. */
export const MAX_POLLS_BETWEEN_STREAMS = 48

/** What one poll found: the order, that the service does not know it, or nothing (a failure). */
export type PollOutcome<order> = {
  order?: order
  unknown?: boolean
  /** The next poll comes after this many ms and no stream is tried meanwhile (a detour). */
  detourMs?: number
}

export type FollowStreamParameters<order> = {
  /** The BFF's event stream of the order; undefined when it has none (polling only). */
  streamUrl: string | undefined
  /** The EventSource to use; undefined: polling only. */
  EventSource: typeof EventSource | undefined
  /** The pace of polling while no stream is open. */
  pollIntervalMs: number
  /** One read of the order; never throws. */
  poll: () => Promise<PollOutcome<order>>
  /** A stream `order` event's data as an order, or undefined when it is not one. */
  parse: (data: unknown) => order | undefined
  isFinal: (order: order) => boolean
  onOrder: (order: order) => void
  /** The service does not know the order: following stops. */
  onUnknown: () => void
}

/**
 * Follows an order until it is final, for v2 and v1 alike: through the BFF's event stream while
 * it is open, polling while it is not (refused with 429/503, ended, or broken), the stream tried
 * again after some polls, with backoff while streams keep failing. An unknown order (the stream's
 * `error` event naming OrderNotFoundException, or a poll that says so) stops it. Returns the
 * function that stops it.
 */
export function followStream<order>(parameters: FollowStreamParameters<order>): () => void {
  const { streamUrl, pollIntervalMs } = parameters
  const EventSourceImpl = streamUrl ? parameters.EventSource : undefined
  let stopped = false
  let source: EventSource | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let pollsLeft = 0
  let pollsAfterFailure = POLLS_BEFORE_STREAM_RETRY

  const stop = () => {
    stopped = true
    source?.close()
    source = undefined
    clearTimeout(timer)
  }
  const update = (order: order) => {
    if (stopped) return
    parameters.onOrder(order)
    if (parameters.isFinal(order)) stop()
  }
  const unknown = () => {
    if (stopped) return
    stop()
    parameters.onUnknown()
  }

  const poll = async () => {
    const outcome = await parameters.poll()
    if (outcome.unknown) return unknown()
    if (outcome.order !== undefined) update(outcome.order)
    if (stopped) return
    if (outcome.detourMs !== undefined) timer = setTimeout(poll, outcome.detourMs)
    else if (EventSourceImpl && --pollsLeft <= 0) stream()
    else timer = setTimeout(poll, pollIntervalMs)
  }
  const fallBack = (backOff: boolean) => {
    source?.close()
    source = undefined
    if (stopped) return
    pollsLeft = pollsAfterFailure
    if (backOff) pollsAfterFailure = Math.min(pollsAfterFailure * 2, MAX_POLLS_BETWEEN_STREAMS)
    void poll()
  }

  function stream() {
    const opened = new EventSourceImpl!(streamUrl!)
    source = opened
    let delivered = false
    opened.addEventListener('order', (event) => {
      let data: unknown
      try {
        data = JSON.parse((event as MessageEvent<string>).data)
      } catch {
        return
      }
      const order = parameters.parse(data)
      if (order === undefined) return
      if (!delivered) pollsAfterFailure = POLLS_BEFORE_STREAM_RETRY
      delivered = true
      update(order)
    })
    // One listener for both: an `error` event the BFF sent (it has data) and a connection
    // that failed, was refused or ended (it has none).
    opened.addEventListener('error', (event) => {
      if (source !== opened) return
      const data = (event as MessageEvent<unknown>).data
      if (typeof data === 'string') {
        let body: unknown
        try {
          body = JSON.parse(data)
        } catch {}
        if ((body as { name?: unknown } | undefined)?.name === 'OrderNotFoundException')
          return unknown()
      }
      // A stream that never delivered anything is backed off; one that worked is tried again soon.
      fallBack(!delivered)
    })
  }

  if (EventSourceImpl) stream()
  else void poll()
  return stop
}
