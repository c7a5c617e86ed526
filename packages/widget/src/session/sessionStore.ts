import { browserStorage } from '../storage/browserStorage.js'
import { type SessionCarrier, sessionCarrierFor } from './sessionCarrier.js'

/** A sign-in session the BFF granted: its token for one address until `expiresAt` (Unix s). */
export type GrantedSession = { token: string; expiresAt: number }

/**
 * What a request needs to be signed in: `authorization` for a bearer page; nothing for a
 * cookie page (the browser sends the HttpOnly cookie). Undefined: not signed in.
 */
export type StoredSession = { expiresAt: number; authorization?: string }

/** The longest a bearer token is kept by a page, whatever the BFF granted. */
export const BEARER_LIFETIME_SECONDS = 3600

const key = (address: string) => `ferry:session:${address.toLowerCase()}`

export type CreateSessionStoreParameters = {
  carrier: SessionCarrier
  /**
   * Where a cookie page notes until when its cookie holds (no token: the cookie is HttpOnly).
   * The orders' storage (localStorage), so a reload knows it is signed in.
   */
  markers: Storage
  /** Where a bearer page keeps its token: the tab's sessionStorage, or page memory. */
  bearers: Storage
}

const read = (storage: Storage, address: string): Partial<GrantedSession> | undefined => {
  try {
    const value = JSON.parse(storage.getItem(key(address)) ?? 'null') as unknown
    return typeof value === 'object' && value !== null ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * Sign-in sessions per address. A cookie page keeps no token at all, only when its cookie
 * expires; a bearer page keeps the token in tab storage for at most an hour. Neither writes a
 * token to localStorage (where every script of the origin, and every later visit, could read
 * it); one an older version left there is removed on sight. A token only lists that address's
 * orders, and only until it expires.
 */
export function createSessionStore({ carrier, markers, bearers }: CreateSessionStoreParameters) {
  const nowSeconds = () => Math.floor(Date.now() / 1000)
  const forget = (address: string) => {
    markers.removeItem(key(address))
    bearers.removeItem(key(address))
  }
  return {
    get(address: string): StoredSession | undefined {
      const marker = read(markers, address)
      // A token in localStorage is what older versions wrote: never used, removed.
      if (marker && 'token' in marker) markers.removeItem(key(address))
      const kept = carrier === 'cookie' ? marker : read(bearers, address)
      const expiresAt = kept?.expiresAt
      const live =
        typeof expiresAt === 'number' &&
        expiresAt > nowSeconds() &&
        (carrier === 'cookie' ? !('token' in kept!) : typeof kept?.token === 'string')
      if (!live) {
        if (kept) forget(address)
        return undefined
      }
      return carrier === 'cookie'
        ? { expiresAt }
        : { expiresAt, authorization: `Bearer ${kept!.token}` }
    },
    set(address: string, session: GrantedSession) {
      if (carrier === 'cookie') {
        markers.setItem(key(address), JSON.stringify({ expiresAt: session.expiresAt }))
        return
      }
      const expiresAt = Math.min(session.expiresAt, nowSeconds() + BEARER_LIFETIME_SECONDS)
      bearers.setItem(key(address), JSON.stringify({ token: session.token, expiresAt }))
    },
    clear: forget,
  }
}
export type SessionStore = ReturnType<typeof createSessionStore>

/** The session store of a widget talking to the BFF at `bffUrl` from this page. */
export function sessionStoreFor(parameters: { bffUrl: string; markers: Storage }): SessionStore {
  return createSessionStore({
    carrier: sessionCarrierFor({ bffUrl: parameters.bffUrl }),
    markers: parameters.markers,
    bearers: browserStorage('session'),
  })
}
