/**
 * The events the widget emits, as the iframe relays them to the host. The widget's own types
 * (`FerryEvent` in @ferry/widget) are the source; this copy keeps the loader free of any
 * dependency, even in its published types, and apps/web's widgetEvent.test.ts proves the two
 * are the same type.
 */
type OrderProgress =
  | {
      orderId: string
      state:
        | 'pending_deposit'
        | 'deposited'
        | 'published'
        | 'partially_filled'
        | 'terminal_chain'
        | 'withdrawn_on_hub'
        | 'delivered'
        | 'delivery_failed'
    }
  | {
      orderId: string
      /** An order of the older v1 service, with one of its seven statuses. */
      interface: 'v1'
      state:
        | 'created'
        | 'deposited'
        | 'published'
        | 'filled'
        | 'refund_pending'
        | 'refunded'
        | 'failed'
    }

/** Payload per event name; amounts are base-unit decimal strings. */
export type FerryWidgetEventPayloads = {
  'quote-received': { spend: string; receive: string; mode: 'exact_input' | 'exact_output' }
  'order-created': { orderId: string; srcChainId: number; dstChainId: number }
  'deposit-sent': { txHash: string }
  'order-updated': OrderProgress
  'order-completed': OrderProgress
  'order-failed': OrderProgress
  /** A swap stopped before the wallet opened: its plan differed from the trade in `field`. */
  'plan-refused': {
    field:
      | 'unreadable'
      | 'chain'
      | 'approve_token'
      | 'spender'
      | 'approve_amount'
      | 'token'
      | 'amount'
      | 'value'
      | 'depositor'
      | 'payout'
      | 'refund'
      | 'receive'
      | 'deadline'
      | 'deposit_address'
      | 'memo'
    message: string
  }
  'order-landed': {
    orderId: string
    outcome: 'delivered' | 'partial' | 'refunded' | 'cancelled' | 'failed'
    /** The page was in the background when the order landed. */
    background: boolean
  }
  error: { message: string }
}

/** An event the widget emitted, relayed to the host; narrowing on `name` types `data`. */
export type FerryWidgetEvent = {
  [name in keyof FerryWidgetEventPayloads]: { name: name; data: FerryWidgetEventPayloads[name] }
}[keyof FerryWidgetEventPayloads]
