import { useEffect, useState } from 'react'

/** The current Unix time in seconds, ticking every second while `active`. */
export function useNow(active = true): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000))
  useEffect(() => {
    if (!active) return
    setNow(Math.floor(Date.now() / 1000))
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 1000)
    return () => clearInterval(timer)
  }, [active])
  return now
}
