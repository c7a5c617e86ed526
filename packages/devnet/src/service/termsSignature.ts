import { type Hex, keccak256, toHex, verifyMessage } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

export type SignedFields = {
  integrator: string
  srcChainId: number
  srcToken: string
  dstChainId: number
  dstToken: string
  amount: string
  intentOutcomeRate: string
  flatFee: string
  expiresAt: string
}

const digestOf = (fields: SignedFields) =>
  keccak256(
    toHex(
      [
        fields.integrator,
        fields.srcChainId,
        fields.srcToken.toLowerCase(),
        fields.dstChainId,
        fields.dstToken.toLowerCase(),
        fields.amount,
        fields.intentOutcomeRate,
        fields.flatFee,
        fields.expiresAt,
      ].join('|'),
    ),
  )

/**
 * The devnet's attestation over a quoted trade: the operator signs (EIP-191) a digest of every
 * field of `build` plus the integrator, so any change to one of them breaks the signature.
 */
export function createTermsSigner(privateKey: Hex) {
  const account: PrivateKeyAccount = privateKeyToAccount(privateKey)
  return {
    sign: (fields: SignedFields) => account.signMessage({ message: { raw: digestOf(fields) } }),
    verify: (fields: SignedFields, signature: Hex) =>
      verifyMessage({
        address: account.address,
        message: { raw: digestOf(fields) },
        signature,
      }).catch(() => false),
  }
}
export type TermsSigner = ReturnType<typeof createTermsSigner>
