import { createHash } from 'node:crypto'
import {
  createKeyPairSignerFromPrivateKeyBytes,
  getBase58Decoder,
  type KeyPairSigner,
} from '@solana/kit'

/** A devnet Solana key: its signer and the 64-byte secret key in base58, as wallets import it. */
export type SolanaDevnetKey = { signer: KeyPairSigner; secretKey: string }

/**
 * A deterministic Solana key for a label (sha-256 of the label is the ed25519 seed), so the
 * devnet's mint, deposit account and test users keep their addresses across restarts.
 */
export async function solanaKeyFor(label: string): Promise<SolanaDevnetKey> {
  const seed = createHash('sha256').update(`ferry-devnet-solana|${label}`).digest()
  const signer = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(seed))
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', signer.keyPair.publicKey))
  const secret = new Uint8Array(64)
  secret.set(seed, 0)
  secret.set(publicKey, 32)
  return { signer, secretKey: getBase58Decoder().decode(secret) }
}
