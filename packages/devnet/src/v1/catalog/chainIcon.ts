import { TRON_CHAIN_ID, V1_BITCOIN_CHAIN_ID, V1_SOLANA_CHAIN_ID } from '@ferry/order-api/v1'
import { svgBadge } from './svgBadge.js'

/** Colour and short label of each chain of the v1 list. */
const chainBadges: Record<number, { label: string; background: string }> = {
  [V1_BITCOIN_CHAIN_ID]: { label: 'BTC', background: '#f7931a' },
  1: { label: 'ETH', background: '#627eea' },
  10: { label: 'OP', background: '#ff0420' },
  56: { label: 'BNB', background: '#d9a40a' },
  130: { label: 'UNI', background: '#e8127a' },
  137: { label: 'POL', background: '#7b3fe4' },
  143: { label: 'MON', background: '#6e54ff' },
  324: { label: 'ZK', background: '#1e69ff' },
  2741: { label: 'ABS', background: '#1f8a4c' },
  4663: { label: 'RH', background: '#2f7d1f' },
  5000: { label: 'MNT', background: '#1c1c1c' },
  8453: { label: 'BASE', background: '#0052ff' },
  16661: { label: '0G', background: '#9200e1' },
  42161: { label: 'ARB', background: '#213147' },
  43114: { label: 'AVAX', background: '#e84142' },
  59144: { label: 'LNA', background: '#121212' },
  80094: { label: 'BERA', background: '#814625' },
  747474: { label: 'KAT', background: '#c49a00' },
  5734951: { label: 'JOV', background: '#0a66c2' },
  [TRON_CHAIN_ID]: { label: 'TRX', background: '#eb0029' },
  [V1_SOLANA_CHAIN_ID]: { label: 'SOL', background: '#9945ff' },
}

/** The SVG icon of a chain; a neutral default for a chain id the list does not have. */
export function chainIconSvg(parameters: { chainId: number }): string {
  const badge = chainBadges[parameters.chainId]
  if (!badge) return svgBadge({ label: '?', background: '#8a8f98', title: 'Unknown chain' })
  return svgBadge({ ...badge, title: `Chain ${parameters.chainId}` })
}
