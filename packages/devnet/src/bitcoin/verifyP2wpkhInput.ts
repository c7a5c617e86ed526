import { secp256k1 } from '@noble/curves/secp256k1.js'
import { OutScript, SigHash, type Transaction } from '@scure/btc-signer'
import { equalBytes, hash160 } from '@scure/btc-signer/utils.js'

/** The output an input spends: its script and amount in satoshis. */
export type SpentOutput = { script: Uint8Array; amount: bigint }

const allowedSighashes = new Set<number>([
  SigHash.ALL,
  SigHash.NONE,
  SigHash.SINGLE,
  SigHash.ALL_ANYONECANPAY,
  SigHash.NONE_ANYONECANPAY,
  SigHash.SINGLE_ANYONECANPAY,
])

/**
 * Checks input `index` of `tx` as a P2WPKH spend of `spent` (BIP-143): the witness is a DER
 * signature plus sighash byte and a compressed key whose hash160 is the output's program, and the
 * signature (low-S, as relay policy asks) verifies over the BIP-143 digest. Returns why not, or
 * undefined when it is good.
 */
export function verifyP2wpkhInput(
  tx: Transaction,
  index: number,
  spent: SpentOutput,
): string | undefined {
  const decoded = OutScript.decode(spent.script)
  if (decoded.type !== 'wpkh')
    return `input ${index} spends an output of type ${decoded.type}; the devnet spends only P2WPKH outputs`
  const input = tx.getInput(index)
  if (input.finalScriptSig && input.finalScriptSig.length > 0)
    return `input ${index}: a P2WPKH spend has an empty scriptSig`
  const witness = input.finalScriptWitness ?? []
  if (witness.length !== 2) return `input ${index}: the witness must be [signature, public key]`
  const [signatureWithType, publicKey] = witness as [Uint8Array, Uint8Array]
  if (publicKey.length !== 33 || !equalBytes(hash160(publicKey), decoded.hash))
    return `input ${index}: the public key does not match the spent output`
  const sighash = signatureWithType[signatureWithType.length - 1] ?? -1
  if (!allowedSighashes.has(sighash)) return `input ${index}: unknown sighash type ${sighash}`
  const digest = tx.preimageWitnessV0(
    index,
    OutScript.encode({ type: 'pkh', hash: decoded.hash }),
    sighash,
    spent.amount,
  )
  let valid = false
  try {
    valid = secp256k1.verify(signatureWithType.subarray(0, -1), digest, publicKey, {
      prehash: false,
      format: 'der',
      lowS: true,
    })
  } catch {
    valid = false
  }
  return valid ? undefined : `input ${index}: the signature does not verify`
}
