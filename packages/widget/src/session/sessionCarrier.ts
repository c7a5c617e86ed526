/**
 * How a sign-in session travels to the BFF from this page:
 * - `cookie`: the page is the BFF's own origin at the top (the hosted page) or framed by a page
 *   of that origin. The BFF's HttpOnly, SameSite=Strict cookie goes with every request and no
 *   script ever holds the token.
 * - `bearer`: any other page (a host's page calling the BFF, the `/embed` iframe under a
 *   third-party host, where the cookie is blocked or partitioned): the token is sent as
 *   `Authorization: Bearer`, kept only for the tab and for a short while (sessionStore.ts).
 */
export type SessionCarrier = 'cookie' | 'bearer'

export type SessionCarrierForParameters = {
  bffUrl: string
  /** The page (default: this window's location). */
  location?: { href: string; origin: string }
  /** The top page's origin; undefined when it cannot be read (another origin frames this one). */
  topOrigin?: () => string | undefined
}

const topOriginOfThisWindow = (): string | undefined => {
  try {
    return globalThis.top?.location.origin
  } catch {
    // Reading a cross-origin top's location throws: a third-party frame.
    return undefined
  }
}

/** Which carrier this page can use with the BFF at `bffUrl`. */
export function sessionCarrierFor(parameters: SessionCarrierForParameters): SessionCarrier {
  const location = parameters.location ?? globalThis.location
  const topOrigin = (parameters.topOrigin ?? topOriginOfThisWindow)()
  let bffOrigin: string
  try {
    bffOrigin = new URL(parameters.bffUrl, location.href).origin
  } catch {
    return 'bearer'
  }
  return bffOrigin === location.origin && topOrigin === location.origin ? 'cookie' : 'bearer'
}
