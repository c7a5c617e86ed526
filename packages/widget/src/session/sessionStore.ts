/** A sign-in session the BFF granted: a bearer token for one address until `expiresAt`. */
export type StoredSession = { token: string; expiresAt: number }

const key = (address: string) => `ferry:session:${address.toLowerCase()}`

/**
 * Sign-in tokens per address, in this browser's storage (the orders' `backing`) so a reload
 * keeps them; in a storage-blocked iframe that is the page's one in-memory stand-in, shared by
 * every widget of the page. A token only lists that address's orders, and only until it expires.
 */
export function createSessionStore(storage: Storage) {
  const nowSeconds = () => Math.floor(Date.now() / 1000)
  return {
    get(address: string): StoredSession | undefined {
      let session: StoredSession | undefined
      try {
        const value = JSON.parse(storage.getItem(key(address)) ?? 'null') as StoredSession | null
        if (value && typeof value.token === 'string' && typeof value.expiresAt === 'number')
          session = value
      } catch {}
      if (session && session.expiresAt > nowSeconds()) return session
      storage.removeItem(key(address))
      return undefined
    },
    set(address: string, session: StoredSession) {
      storage.setItem(key(address), JSON.stringify(session))
    },
    clear(address: string) {
      storage.removeItem(key(address))
    },
  }
}
export type SessionStore = ReturnType<typeof createSessionStore>
