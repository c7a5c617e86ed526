import type { OrderRecord } from '@ferry/order-api'
import type { V1Order } from '@ferry/order-api/v1'
import type { Logger } from 'pino'
import type { OrderWatcher } from '../streams/orderWatcher.js'
import { redactPath } from '../telemetry/logger.js'
import {
  createdWebhookEvent,
  type WebhookEvent,
  webhookEventOfV1Order,
  webhookEventOfV2Order,
} from './webhookEvents.js'
import type { WebhookOutbox } from './webhookOutbox.js'

export type CreateWebhookFeedParameters = {
  outbox: WebhookOutbox
  urls: readonly string[]
  /** The watchers that feed the streams: an order followed here costs no extra upstream read. */
  watchers: { v2: OrderWatcher<OrderRecord>; v1?: OrderWatcher<V1Order> }
  logger: Logger
  /** Called after an event was written (the sender sends it without waiting for its pass). */
  onWritten?: () => void
  now?: () => number
}

/** Orders older than this are not followed again at start (their deposit window is long gone). */
const resumeWindowMs = 2 * 24 * 60 * 60 * 1000

/**
 * Turns the orders the BFF builds into outbox events: `order.created` when the build answers,
 * then every change the order watcher reports (the same poller as the order streams).
 */
export function createWebhookFeed(parameters: CreateWebhookFeedParameters) {
  const { outbox, urls, watchers, logger } = parameters
  const now = parameters.now ?? Date.now

  const write = (event: WebhookEvent) =>
    outbox
      .add(event, urls, now())
      .then((added) => {
        if (added > 0) parameters.onWritten?.()
      })
      .catch((error: Error) =>
        logger.error(
          { event: event.type, order: redactPath(`/${event.orderId}`), error: error.message },
          'webhook event could not be written to the outbox',
        ),
      )

  /** Writes the events of an order's changes, from the watcher of its version. */
  function followWith<order>(
    watcher: OrderWatcher<order>,
    orderId: string,
    eventOf: (order: order) => WebhookEvent | undefined,
  ) {
    const watched = watcher.watch(orderId, {
      onOrder: (order) => {
        const event = eventOf(order)
        if (event) void write(event)
      },
      onGone: () => undefined,
    })
    if (!watched.ok)
      logger.warn(
        { order: redactPath(`/${orderId}`) },
        'webhook feed: the poller cap is reached; the order is not followed',
      )
  }

  function follow(version: 'v2' | 'v1', orderId: string) {
    if (version === 'v2') followWith(watchers.v2, orderId, webhookEventOfV2Order)
    else if (watchers.v1) followWith(watchers.v1, orderId, webhookEventOfV1Order)
  }

  return {
    /** An order the BFF built: its `order.created`, then its changes. */
    async orderCreated(created: { version: 'v2' | 'v1'; orderId: string; order: unknown }) {
      await write(createdWebhookEvent(created))
      follow(created.version, created.orderId)
    },
    /** Follows again the orders whose end was not yet written (at start). */
    async resume() {
      const orders = await outbox.unfinishedOrders(now() - resumeWindowMs)
      for (const order of orders) follow(order.version === 'v1' ? 'v1' : 'v2', order.orderId)
      return orders.length
    },
  }
}
export type WebhookFeed = ReturnType<typeof createWebhookFeed>
