/**
 * This browser's localStorage (or with `'session'`, this tab's sessionStorage), or an in-memory
 * stand-in when it cannot be used: a cross-site iframe in a browser that blocks third-party
 * storage throws on the mere access. The widget then still works, but remembers nothing across
 * reloads.
 */
export function browserStorage(kind: 'local' | 'session' = 'local'): Storage {
  try {
    const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage
    const probe = '__ferry_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    // One stand-in per kind for the whole page, so every part of the widget sees the same marks.
    fallbacks[kind] ??= memoryStorage()
    return fallbacks[kind]
  }
}
const fallbacks: { local?: Storage; session?: Storage } = {}

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
