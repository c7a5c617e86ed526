import { useState } from 'react'

export type TokenIconProps = {
  /** Shown as the fallback glyph's letter and as the image's text alternative. */
  symbol: string
  /** The token's logo URL; none (or one that fails to load) draws the fallback glyph. */
  logo?: string | undefined
  /** The chain's icon, drawn as a small badge on the logo's corner. */
  chainIcon?: string | undefined
  /** Name of the chain, the badge's text alternative. */
  chainName?: string | undefined
}

/**
 * A token's logo with its chain's icon as a badge, or a clean glyph (the symbol's first letter)
 * when there is no logo or it fails to load. Decorative beside a written symbol: empty alt.
 */
export function TokenIcon({ symbol, logo, chainIcon, chainName }: TokenIconProps) {
  const [logoFailed, setLogoFailed] = useState<string>()
  const [badgeFailed, setBadgeFailed] = useState<string>()
  const showLogo = logo && logoFailed !== logo
  return (
    <span className="ferry-token-icon" aria-hidden="true" data-symbol={symbol}>
      {showLogo ? (
        <img src={logo} alt="" width={28} height={28} onError={() => setLogoFailed(logo)} />
      ) : (
        <span className="ferry-token-glyph">{symbol.slice(0, 1).toUpperCase() || '?'}</span>
      )}
      {chainIcon && badgeFailed !== chainIcon ? (
        <img
          className="ferry-chain-badge"
          src={chainIcon}
          alt=""
          title={chainName}
          width={14}
          height={14}
          onError={() => setBadgeFailed(chainIcon)}
        />
      ) : null}
    </span>
  )
}
