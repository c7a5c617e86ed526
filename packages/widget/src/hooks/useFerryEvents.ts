import type { OrderState } from '@ferry/order-api'
import type { PlanRefusalField } from '@ferry/order-api/bff'
import type { V1OrderStatus } from '@ferry/order-api/v1'
import { createContext, useContext } from 'react'
import type { OrderOutcome } from '../order/orderStory.js'

type OrderProgress =
  | {
      orderId: string
      /** The order's state as the service names it, e.g. `filled`, `delivered`. */
      state: OrderState
    }
  | {
      orderId: string
      /** An order of the older v1 service: its `state` is one of v1's seven statuses. */
      interface: 'v1'
      state: V1OrderStatus
    }

/**
 * The payload of each event the widget emits to its host, named `<noun>-<action>`. Every value
 * is JSON-safe (amounts are base-unit decimal strings, never bigints): the iframe relays the
 * same events through postMessage.
 */
export type FerryEventPayloads = {
  /** A fresh quote for the form's tokens and amount. */
  'quote-received': {
    /** What is paid, in the source token's base units. */
    spend: string
    /** What is received, in the destination token's base units. */
    receive: string
    mode: 'exact_input' | 'exact_output'
  }
  /** The service created an order (before any deposit). */
  'order-created': { orderId: string; srcChainId: number; dstChainId: number }
  /** The EVM deposit transaction was sent. */
  'deposit-sent': { txHash: string }
  /** Every state the tracker sees, final ones included. */
  'order-updated': OrderProgress
  /** The order was delivered, or a v1 order filled or refunded (also sent as order-updated). */
  'order-completed': OrderProgress
  /** The delivery failed, or a v1 order failed (also sent as order-updated). */
  'order-failed': OrderProgress
  /**
   * A swap was stopped before the wallet opened: what its plan asked differs from the accepted
   * trade (`field`: what differed). Also sent as `error`, with the same words.
   */
  'plan-refused': { field: PlanRefusalField; message: string }
  /**
   * The order the widget follows reached its end (once, after being seen on its way): how it
   * ended in the receipt's words, and whether the page was in the background then, when a host
   * that notifies in its own way would (the widget changes the page title, and shows a browser
   * notification where the user allowed them).
   */
  'order-landed': { orderId: string; outcome: OrderOutcome; background: boolean }
  /** A swap or cancel failed; the message is the one the widget shows. */
  error: { message: string }
}

export type FerryEventName = keyof FerryEventPayloads

/** The event named `name`, e.g. `FerryEventOf<'order-created'>`. */
export type FerryEventOf<name extends FerryEventName> = {
  name: name
  data: FerryEventPayloads[name]
}

/** Any widget event; narrowing on `name` gives its payload type. */
export type FerryEvent = { [name in FerryEventName]: FerryEventOf<name> }[FerryEventName]

export const FerryEventsContext = createContext<(event: FerryEvent) => void>(() => {})
export const useFerryEvents = () => useContext(FerryEventsContext)
