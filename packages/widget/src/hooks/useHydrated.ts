import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React hydrates server-rendered HTML, true on every other render: what only this
 * browser knows (its localStorage) must wait for it, or the first render differs from the
 * server's (React error #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
