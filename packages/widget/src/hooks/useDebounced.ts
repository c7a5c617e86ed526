import { useEffect, useState } from 'react'

/**
 * The value as it was `ms` after its last change. Objects are compared by their JSON, so a new
 * object with the same content does not restart the wait.
 */
export function useDebounced<value>(value: value, ms: number): value {
  const [debounced, setDebounced] = useState(value)
  const key = JSON.stringify(value, (_, item) => (typeof item === 'bigint' ? `${item}n` : item))
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `value`'s content.
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [key, ms])
  const settledKey = JSON.stringify(debounced, (_, item) =>
    typeof item === 'bigint' ? `${item}n` : item,
  )
  return settledKey === key ? value : debounced
}
