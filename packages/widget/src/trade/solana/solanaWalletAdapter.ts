import { base58, base64 } from '@scure/base'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { TradeRunError } from '../TradeRunError.js'
import type { FamilyWalletAdapter } from '../WalletAdapter.js'

/** The wallet-standard features Ferry uses on Solana (anza-xyz/wallet-standard, `features/`). */
export const STANDARD_CONNECT = 'standard:connect'
export const SOLANA_SIGN_AND_SEND = 'solana:signAndSendTransaction'
export const SOLANA_SIGN = 'solana:signTransaction'

type SignAndSendFeature = {
  signAndSendTransaction: (
    ...inputs: { account: WalletAccount; transaction: Uint8Array; chain: IdentifierString }[]
  ) => Promise<readonly { signature: Uint8Array }[]>
}
type SignFeature = {
  signTransaction: (
    ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: IdentifierString }[]
  ) => Promise<readonly { signedTransaction: Uint8Array }[]>
}

export type SolanaWalletAdapterParameters = {
  wallet: Wallet
  /** The connected account that signs (one of `wallet.accounts`). */
  account: WalletAccount
  /** The wallet-standard chain the transaction is for: `solana:mainnet`, `solana:localnet`, … */
  chain: IdentifierString
}

const feature = <T>(wallet: Wallet, name: string) =>
  (wallet.features as Record<string, unknown>)[name] as T | undefined

/** Whether a wallet-standard wallet can run a Solana plan: it connects and signs (or signs and sends). */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    feature(wallet, STANDARD_CONNECT) !== undefined &&
    (feature(wallet, SOLANA_SIGN_AND_SEND) !== undefined ||
      feature(wallet, SOLANA_SIGN) !== undefined)
  )
}

const badAnswer = (message: string) =>
  new TradeRunError({ reason: 'unsupported_step', message: `The Solana wallet ${message}` })

/** A signature is 64 bytes, written in base58 (87 or 88 characters). */
function signatureText(bytes: Uint8Array | undefined): string {
  if (!(bytes instanceof Uint8Array) || bytes.length !== 64)
    throw badAnswer('returned no 64-byte signature')
  return base58.encode(bytes)
}

/**
 * The signed transaction must be the one the plan carried, with the account's signature filled
 * in: its message (everything after the signatures) unchanged, and the signature present. A
 * wallet that changed the message would deposit something the route was not quoted for.
 */
function checkSigned(unsigned: Uint8Array, signed: Uint8Array | undefined): Uint8Array {
  if (!(signed instanceof Uint8Array)) throw badAnswer('returned no signed transaction')
  const count = unsigned[0] ?? 0
  const messageStart = 1 + 64 * count
  const sameMessage =
    signed.length === unsigned.length &&
    signed[0] === count &&
    signed.subarray(messageStart).every((byte, index) => byte === unsigned[messageStart + index])
  if (!sameMessage) throw badAnswer('changed the transaction it was asked to sign')
  if (signed.subarray(1, 65).every((byte) => byte === 0))
    throw badAnswer('returned the transaction unsigned')
  return signed
}

/**
 * A Solana wallet of the wallet-standard interface as runPlan's family adapter. A wallet that
 * signs and sends (`solana:signAndSendTransaction`) returns the deposit's base58 signature; one
 * that only signs (`solana:signTransaction`) returns the signed transaction (base64), which the
 * service broadcasts (spec v1: PUT /v1/deposit/submit, `signedTransaction`). Sending is preferred:
 * the deposit is then on chain before the submit.
 *
 * @example
 * const adapter = solanaWalletAdapter({ wallet, account: wallet.accounts[0], chain: 'solana:mainnet' })
 */
export function solanaWalletAdapter(
  parameters: SolanaWalletAdapterParameters,
): FamilyWalletAdapter {
  const { wallet, account, chain } = parameters
  const signAndSend = feature<SignAndSendFeature>(wallet, SOLANA_SIGN_AND_SEND)
  const sign = feature<SignFeature>(wallet, SOLANA_SIGN)
  if (!signAndSend && !sign) throw badAnswer(`${wallet.name} can neither sign nor send`)
  const adapter: FamilyWalletAdapter = { family: 'solana', address: account.address }
  if (signAndSend)
    adapter.sendTransaction = async ({ transaction }) => {
      const [output] = await signAndSend.signAndSendTransaction({
        account,
        transaction: base64.decode(transaction),
        chain,
      })
      return signatureText(output?.signature)
    }
  else if (sign)
    adapter.signTransaction = async ({ transaction }) => {
      const unsigned = base64.decode(transaction)
      const [output] = await sign.signTransaction({ account, transaction: unsigned, chain })
      const signed = checkSigned(unsigned, output?.signedTransaction)
      // A Solana transaction is known by its first signature, the fee payer's.
      return {
        signedTransaction: base64.encode(signed),
        txHash: signatureText(signed.subarray(1, 65)),
      }
    }
  return adapter
}
