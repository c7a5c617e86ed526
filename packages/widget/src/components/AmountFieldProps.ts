import type { TokenEntry } from '@ferry/order-api'
import type { Address } from 'viem'
import type { SmartAmountChoice } from '../catalog/smartSuggestions.js'

export type AmountFieldProps = {
  /** "From" or "To". */
  label: string
  /** The accessible name of the amount input. */
  inputLabel: string
  /** The BFF the picker (v1 catalog, icons) and the smart input (v1 autocomplete) ask. */
  bffUrl: string
  tokens: readonly TokenEntry[]
  token: TokenEntry | undefined
  /** The token's logo when it has none of its own (its v1 catalog entry's). */
  logoURI?: string | undefined
  onToken: (token: TokenEntry) => void
  chainName: (chainId: number) => string
  /** The source side: why a token of a chain cannot be paid from, marked in the picker. */
  payProblem?: ((chainId: number) => string | undefined) | undefined
  account: Address | undefined
  value: string
  onValue: (text: string) => void
  placeholder: string
  /**
   * The account's balance of `token` (`amount`, when known), on the side paid from. Its place is
   * kept, and a placeholder holds it while the balance may yet come (`pending`: server HTML,
   * first render, a wallet connecting, a read under way).
   */
  balance?:
    | {
        amount: bigint | undefined
        pending: boolean
        /** It cannot be read (no RPC for its chain, a failed read): a dash with the reason. */
        unavailable?: boolean
      }
    | undefined
  /**
   * The amount in USD as shown (`text`: "≈ $12.35"; none without a price or an amount), and
   * whether a price for a non-zero amount is still being read (a placeholder holds its place).
   */
  usd?: { text: string | undefined; pending: boolean } | undefined
  onMax?: (() => void) | undefined
  error: string | undefined
  /**
   * Makes the field a smart input: text such as "100 usdc on base" lists suggestions, and the
   * one chosen arrives here. Without it, the field takes numbers only, as before.
   */
  onSuggestion?: ((choice: SmartAmountChoice) => void) | undefined
}
