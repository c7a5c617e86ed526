import type { TokenEntry } from '@ferry/order-api'
import { lazy } from 'react'
import type { Address } from 'viem'
import type { FormToken } from '../catalog/formToken.js'
import { chainIconUrl, tokenLogoUrl } from '../catalog/iconUrls.js'
import { tokenId } from '../form/tokenRef.js'
import { useDebounced } from '../hooks/useDebounced.js'
import { useTokenBalance } from '../hooks/useTokenBalance.js'
import { useMessages } from '../i18n/useMessages.js'
import { LazyDialog } from './LazyDialog.js'
import { TokenIcon } from './TokenIcon.js'

// The dialog's list loads when the pointer or focus reaches the button, or at the latest when
// the dialog first opens.
export const loadTokenList = () => import('./TokenList.js')
const TokenList = lazy(loadTokenList)
const firstLoad = { tokenId, useTokenBalance, useDebounced, TokenIcon, chainIconUrl, tokenLogoUrl }

export type TokenPickerProps = {
  /** What the picker chooses, e.g. "From"; also the dialog's title. */
  label: string
  /** Where the v1 catalog, the chain icons and the token logos are read. */
  bffUrl: string
  tokens: readonly TokenEntry[]
  value: FormToken | undefined
  /**
   * The chosen token's logo when it carries none (a `/v2/params` token): its v1 catalog
   * entry's, read by the form (useTokenArtOf) for the USD beside the amount too.
   */
  logoURI?: string | undefined
  onChange: (token: FormToken) => void
  chainName: (chainId: number) => string
  /** The source side: why a token of a chain cannot be paid from (marked in the list). */
  payProblem?: ((chainId: number) => string | undefined) | undefined
  account: Address | undefined
}

/** A button showing the chosen token and chain, opening a searchable list in a modal dialog. */
export function TokenPicker({
  label,
  bffUrl,
  tokens,
  value,
  onChange,
  chainName,
  account,
  ...props
}: TokenPickerProps) {
  const t = useMessages()
  const logoURI = value?.logoURI ?? props.logoURI
  return (
    <LazyDialog
      title={t.pickTitle(label)}
      button={(show) => (
        <button
          type="button"
          className="ferry-token"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadTokenList()}
          onFocus={() => void loadTokenList()}
          onClick={show}
        >
          {/* Read as "From: USDC on Base"; seen as the logo beside the symbol over its chain. */}
          <span className="ferry-sr">
            {label}: {value ? t.tokenOn(value.symbol, chainName(value.chainId)) : t.selectToken}
          </span>
          {value ? (
            <>
              <TokenIcon
                symbol={value.symbol}
                logo={tokenLogoUrl(bffUrl, logoURI)}
                chainIcon={chainIconUrl(bffUrl, value.chainId)}
              />
              <span className="ferry-token-symbol" aria-hidden="true">
                {value.symbol}
              </span>
              <span className="ferry-token-chain" aria-hidden="true">
                {chainName(value.chainId)}
              </span>
            </>
          ) : (
            <span aria-hidden="true">{t.selectToken}</span>
          )}
        </button>
      )}
    >
      {(close) => (
        <TokenList
          firstLoad={firstLoad}
          label={label}
          bffUrl={bffUrl}
          tokens={tokens}
          value={value}
          chainName={chainName}
          payProblem={props.payProblem}
          account={account}
          onPick={(token) => {
            onChange(token)
            close()
          }}
        />
      )}
    </LazyDialog>
  )
}
