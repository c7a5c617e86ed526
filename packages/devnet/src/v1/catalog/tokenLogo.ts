import { svgBadge } from './svgBadge.js'

const tokenColours: Record<string, string> = {
  ETH: '#627eea',
  POL: '#7b3fe4',
  USDC: '#2775ca',
  USDT: '#26a17b',
  USDG: '#0f9d58',
  FLUX: '#f25c05',
}

/** The SVG logo of a token by its symbol; any other symbol gets a grey badge of its letters. */
export function tokenLogoSvg(parameters: { symbol: string }): string {
  const { symbol } = parameters
  return svgBadge({
    label: symbol,
    background: tokenColours[symbol] ?? '#8a8f98',
    title: symbol,
  })
}

/** Where the stand-in serves a token's logo, under the service's own origin. */
export function tokenLogoPath(parameters: { symbol: string }): string {
  return `/v1/token-logos/${encodeURIComponent(parameters.symbol)}.svg`
}
