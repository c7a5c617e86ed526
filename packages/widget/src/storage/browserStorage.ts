/**
 * This browser's localStorage, or an in-memory stand-in when it cannot be used: a cross-site
 * iframe in a browser that blocks third-party storage throws on the mere access. The widget
 * then still works, but remembers nothing across reloads.
 */
export function browserStorage(): Storage {
  try {
    const storage = globalThis.localStorage
    const probe = '__ferry_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    // One stand-in for the whole page, so every part of the widget sees the same marks.
    fallback ??= memoryStorage()
    return fallback
  }
}
let fallback: Storage | undefined

/** A `Storage` that lives as long as the page. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}
