import { base58 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  SOLANA_SIGN,
  SOLANA_SIGN_AND_SEND,
  STANDARD_CONNECT,
} from '../../src/trade/solana/solanaWalletAdapter.js'

// A wallet-standard wallet that signs with a real ed25519 key (WebCrypto), over a transaction in
// Solana's wire format: one signature slot, then a legacy message whose fee payer is the key.

export async function keypair() {
  const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey))
  return { keys, publicKey, address: base58.encode(publicKey) }
}

/** An unsigned transfer-shaped transaction: header, fee payer and one other key, a blockhash. */
export function unsignedTransaction(feePayer: Uint8Array) {
  const message = new Uint8Array([
    1,
    0,
    1,
    2,
    ...feePayer,
    ...new Uint8Array(32).fill(7),
    ...new Uint8Array(32).fill(9),
    0,
  ])
  return new Uint8Array([1, ...new Uint8Array(64), ...message])
}

export type Signer = Awaited<ReturnType<typeof keypair>>

export async function signWire(signer: Signer, transaction: Uint8Array) {
  const message = new Uint8Array(transaction.subarray(65))
  const signature = new Uint8Array(
    await crypto.subtle.sign({ name: 'Ed25519' }, signer.keys.privateKey, message),
  )
  return { signature, signed: new Uint8Array([1, ...signature, ...message]) }
}

export function testWallet(
  signer: Signer,
  features: ('send' | 'sign')[],
  tamper?: (signed: Uint8Array) => Uint8Array,
) {
  const asked: {
    feature: string
    transaction: Uint8Array
    chain: string | undefined
    account: string
  }[] = []
  const account: WalletAccount = {
    address: signer.address,
    publicKey: signer.publicKey,
    chains: ['solana:localnet'],
    features: [],
  }
  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Test wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:localnet'],
    accounts: [account],
    features: {
      [STANDARD_CONNECT]: { version: '1.0.0', connect: async () => ({ accounts: [account] }) },
      ...(features.includes('send')
        ? {
            [SOLANA_SIGN_AND_SEND]: {
              version: '1.0.0',
              signAndSendTransaction: async (input: {
                account: WalletAccount
                transaction: Uint8Array
                chain: string
              }) => {
                asked.push({
                  feature: 'send',
                  transaction: input.transaction,
                  chain: input.chain,
                  account: input.account.address,
                })
                return [{ signature: (await signWire(signer, input.transaction)).signature }]
              },
            },
          }
        : {}),
      ...(features.includes('sign')
        ? {
            [SOLANA_SIGN]: {
              version: '1.0.0',
              signTransaction: async (input: {
                account: WalletAccount
                transaction: Uint8Array
                chain?: string
              }) => {
                asked.push({
                  feature: 'sign',
                  transaction: input.transaction,
                  chain: input.chain,
                  account: input.account.address,
                })
                const { signed } = await signWire(signer, input.transaction)
                return [{ signedTransaction: tamper ? tamper(signed) : signed }]
              },
            },
          }
        : {}),
    },
  }
  return { wallet, account, asked }
}
