/**
 * Icon URLs as the browser fetches them: through the BFF (one origin, the page's CSP allows only
 * it, and it caches them a day). A chain's icon by id, a v1 route's by its route id; a token logo
 * by its file name when the
 * service's `logoURI` points at its own `/v1/token-logos/<file>`; any other logo is not shown
 * (the fallback glyph instead), since the pages may load images from their own origin only.
 */
export const chainIconUrl = (bffUrl: string, chainId: number) =>
  `${bffUrl.replace(/\/+$/, '')}/api/v1/chain/${chainId}/icon`

export const routeIconUrl = (bffUrl: string, routeId: string) =>
  `${bffUrl.replace(/\/+$/, '')}/api/v1/route/${encodeURIComponent(routeId)}/icon`

const logoFile = /\/v1\/token-logos\/([A-Za-z0-9._-]{1,64}\.svg)$/

export function tokenLogoUrl(bffUrl: string, logoURI: string | undefined): string | undefined {
  if (!logoURI) return undefined
  let path: string
  try {
    path = new URL(logoURI, 'http://ferry.invalid').pathname
  } catch {
    return undefined
  }
  const file = logoFile.exec(path)?.[1]
  return file ? `${bffUrl.replace(/\/+$/, '')}/api/v1/token-logos/${file}` : undefined
}
