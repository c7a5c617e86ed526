import { createContext, useContext } from 'react'

/** Events the widget emits to its host, named `<noun>-<action>`. */
export type FerryEventName =
  | 'quote-received'
  | 'order-created'
  | 'deposit-sent'
  | 'order-updated'
  | 'order-completed'
  | 'order-failed'
  | 'error'
export type FerryEvent = { name: FerryEventName; data: Record<string, unknown> }

export const FerryEventsContext = createContext<(event: FerryEvent) => void>(() => {})
export const useFerryEvents = () => useContext(FerryEventsContext)
