import { createHash } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { NETWORK, p2wpkh, WIF } from '@scure/btc-signer'

/**
 * The devnet's Bitcoin uses mainnet encodings (`bc1…`, WIF `K…`/`L…`): the v1 spec and
 * order-api's `isBitcoinAddress` know only mainnet formats, as the anvil spokes reuse mainnet
 * chain ids. The keys are derived from public labels and worth nothing anywhere else.
 */
export const BITCOIN_NETWORK = NETWORK

/** A devnet Bitcoin key and its P2WPKH (bech32 `bc1q…`) address. */
export type BitcoinDevnetKey = {
  privateKey: Uint8Array
  publicKey: Uint8Array
  address: string
  /** The private key in WIF (compressed), as wallets import it. */
  wif: string
  /** The address's output script. */
  script: Uint8Array
}

/** A deterministic key for a label (sha-256 of the label), so addresses survive restarts. */
export function bitcoinKeyFor(label: string): BitcoinDevnetKey {
  const privateKey = new Uint8Array(
    createHash('sha256').update(`ferry-devnet-bitcoin|${label}`).digest(),
  )
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const payment = p2wpkh(publicKey, BITCOIN_NETWORK)
  return {
    privateKey,
    publicKey,
    address: payment.address!,
    wif: WIF(BITCOIN_NETWORK).encode(privateKey),
    script: payment.script,
  }
}
