import { type BuildRequest, fromHubAmount } from '@ferry/order-api'
import type { Hex } from 'viem'
import type { Clock } from '../rules/clock.js'
import type { TermsSigner } from '../service/termsSignature.js'
import type { TokenInfo } from '../service/tokenBook.js'

export type SignedTermsParameters = {
  request: BuildRequest
  integrator: string
  src: TokenInfo
  dst: TokenInfo
  signer: TermsSigner
  clock: Clock
}

/**
 * Checks the quote's signed terms of a build (spec: Build rules 1-2): the signature covers every
 * field of `build`, then the expiry. Answers the flat fee they fix, in source base units.
 */
export async function checkSignedTerms(
  parameters: SignedTermsParameters,
): Promise<{ ok: true; flatFee: bigint } | { ok: false; status: 400 | 409; error: string }> {
  const { request, integrator, src, dst, signer, clock } = parameters
  const terms = request.terms!
  const valid = await signer.verify(
    {
      integrator,
      srcChainId: src.chainId,
      srcToken: request.srcToken.token,
      dstChainId: dst.chainId,
      dstToken: request.dstToken.token,
      amount: request.amount,
      intentOutcomeRate: request.intentOutcomeRate,
      flatFee: terms.flatFee,
      expiresAt: terms.expiresAt,
    },
    terms.signature as Hex,
  )
  if (!valid)
    return { ok: false, status: 400, error: 'Quoted terms do not match the signature - re-quote' }
  if (Number(terms.expiresAt) < clock.now())
    return { ok: false, status: 409, error: `Quoted terms expired at ${terms.expiresAt}` }
  return {
    ok: true,
    flatFee: fromHubAmount({ hubAmount: BigInt(terms.flatFee), decimals: src.decimals }),
  }
}
