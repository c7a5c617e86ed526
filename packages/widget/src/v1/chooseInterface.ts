import { type AssetRef, isOrderApiError, isSameAsset } from '@ferry/order-api'
import { isV1NativeToken } from '@ferry/order-api/v1'

/** Why the v2 quote refused the size: the kinds of order-api's classification that mean it. */
export type V2SizeRefusalKind = 'below_minimum' | 'amount_too_small' | 'too_large'

export type V2SizeRefusal = {
  kind: V2SizeRefusalKind
  /** v2's figures, when it gave them: re-quoting v2 within them works. */
  minSrcAmount?: bigint
  maxSrcAmount?: bigint
  maxOutcomeAmount?: bigint
}

export type InterfaceChoice =
  /** Both tokens are in `/v2/params`: v2 is the primary path. */
  | { interface: 'v2'; reason: 'v2_lists_pair' }
  /** The v2 quote refused the size and v1 has no route for the pair: v2's limits are shown. */
  | { interface: 'v2'; reason: 'v2_refused_size_v1_no_route'; refusal: V2SizeRefusal }
  | {
      interface: 'v1'
      reason: 'source_not_in_v2' | 'destination_not_in_v2' | 'neither_in_v2'
    }
  /**
   * The v2 quote refused the size. v1 is asked; when its quote has no route the caller passes
   * `v1Serves: false` and gets v2 back with the refusal.
   */
  | { interface: 'v1'; reason: 'v2_refused_size'; refusal: V2SizeRefusal }
  /** The same token on the same chain on both sides: no interface swaps it. */
  | { interface: 'none'; reason: 'same_asset' }

export type ChooseInterfaceParameters = {
  from: AssetRef
  to: AssetRef
  /**
   * The size the user asks for, in base units of the side `mode` names. With it a size refusal
   * whose limits the amount now meets no longer counts (the user typed a new amount).
   */
  amount?: bigint
  /** Which side `amount` is: paid (default) or received. */
  mode?: 'exact_input' | 'exact_output'
  /** `/v2/params` (through the BFF); only its token list is read. */
  v2Params: { tokens: readonly AssetRef[] }
  /** What the v2 quote for this direction threw, if it did. */
  v2Refusal?: unknown
  /** Whether a v1 quote for the pair had a route; undefined while not known. */
  v1Serves?: boolean
}

const sizeKinds: readonly string[] = ['below_minimum', 'amount_too_small', 'too_large']

/**
 * One token on one chain in any written form: order-api's rule for EVM and TRON, and on the other
 * v1 chains (Solana, Bitcoin) the exact string; v1's native forms (0xeee…, the zero address) are
 * one token.
 */
function sameAsset(a: AssetRef, b: AssetRef): boolean {
  if (a.chainId !== b.chainId) return false
  if (a.token === b.token || isSameAsset({ a, b })) return true
  return isV1NativeToken(a.token) && isV1NativeToken(b.token)
}

/** The v2 error as a size refusal, or undefined when it is any other failure. */
export function v2SizeRefusalOf(error: unknown): V2SizeRefusal | undefined {
  if (!isOrderApiError(error) || error.operation !== 'quote') return undefined
  if (!sizeKinds.includes(error.kind)) return undefined
  return {
    kind: error.kind as V2SizeRefusalKind,
    ...(error.minSrcAmount === undefined ? {} : { minSrcAmount: error.minSrcAmount }),
    ...(error.maxSrcAmount === undefined ? {} : { maxSrcAmount: error.maxSrcAmount }),
    ...(error.maxOutcomeAmount === undefined ? {} : { maxOutcomeAmount: error.maxOutcomeAmount }),
  }
}

/** Whether `amount` is inside the limits v2 named (so the refusal was for another size). */
function meetsLimits(
  refusal: V2SizeRefusal,
  amount: bigint | undefined,
  mode: 'exact_input' | 'exact_output',
): boolean {
  if (amount === undefined) return false
  if (refusal.kind === 'too_large') {
    const max = mode === 'exact_input' ? refusal.maxSrcAmount : refusal.maxOutcomeAmount
    return max !== undefined && amount <= max
  }
  // v2 gives minSrcAmount for exact_input only (spec v2: GET /v2/quote, rule 3).
  return mode === 'exact_input' && refusal.minSrcAmount !== undefined
    ? amount >= refusal.minSrcAmount
    : false
}

/**
 * Which interface quotes a direction (DESIGN: v1 in Ferry). v2 when both tokens are in
 * `/v2/params` (same chain id, same address whatever its written form: EVM case, TRON base58 or
 * hex); v1 otherwise (native and volatile tokens, the chains v2 does not serve). When v2 refused
 * the size (too small or too large), v1 is tried for it, unless a v1 quote already showed no
 * route; any other v2 failure (maintenance, rate limit, a solver away) stays with v2, whose
 * screen explains it.
 */
export function chooseInterface(parameters: ChooseInterfaceParameters): InterfaceChoice {
  const { from, to, amount, v2Params, v2Refusal, v1Serves } = parameters
  const mode = parameters.mode ?? 'exact_input'
  if (sameAsset(from, to)) return { interface: 'none', reason: 'same_asset' }
  const listed = (asset: AssetRef) => v2Params.tokens.some((entry) => sameAsset(asset, entry))
  const fromListed = listed(from)
  const toListed = listed(to)
  if (!fromListed || !toListed)
    return {
      interface: 'v1',
      reason: fromListed
        ? 'destination_not_in_v2'
        : toListed
          ? 'source_not_in_v2'
          : 'neither_in_v2',
    }
  const refusal = v2SizeRefusalOf(v2Refusal)
  if (!refusal || meetsLimits(refusal, amount, mode))
    return { interface: 'v2', reason: 'v2_lists_pair' }
  if (v1Serves === false) return { interface: 'v2', reason: 'v2_refused_size_v1_no_route', refusal }
  return { interface: 'v1', reason: 'v2_refused_size', refusal }
}
