import {
  type Address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransaction,
  signTransactionMessageWithSigners,
  type Transaction,
} from '@solana/kit'
import { type SolanaAsset, tokenAccountOf, transferInstructions } from './solanaTransfers.js'

/**
 * A Solana wallet as tests drive it, through the devnet's JSON-RPC only (what a browser wallet
 * or an app with `@solana/kit` does): build, sign and send transfers, sign the base64
 * transactions of a v1 plan, read balances.
 */
export async function solanaTestWallet(parameters: { rpcUrl: string; secretKey: string }) {
  const rpc = createSolanaRpc(parameters.rpcUrl)
  const signer = await createKeyPairSignerFromBytes(getBase58Encoder().encode(parameters.secretKey))

  async function signInstructions(
    instructions: Instruction[],
    blockhash?: {
      blockhash: string
      lastValidBlockHeight: bigint
    },
  ) {
    const lifetime = blockhash ?? (await rpc.getLatestBlockhash().send()).value
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(signer, draft),
      (draft) =>
        setTransactionMessageLifetimeUsingBlockhash(
          lifetime as Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0],
          draft,
        ),
      (draft) => appendTransactionMessageInstructions(instructions, draft),
    )
    return signTransactionMessageWithSigners(message)
  }

  /** Sends a signed transaction (base64, as kit does) and waits until its status is known. */
  async function send(transaction: Transaction): Promise<string> {
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    for (;;) {
      const { value } = await rpc.getSignatureStatuses([signature]).send()
      if (value[0]?.confirmationStatus === 'finalized') return signature
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  return {
    rpc,
    signer,
    address: signer.address,
    signInstructions,
    send,
    /** Transfers SOL or an SPL token to `to` (creating nothing: the receiver's account must exist). */
    async transfer(transfer: { to: Address; asset: SolanaAsset; amount: bigint; memo?: string }) {
      const instructions = await transferInstructions({ from: signer, ...transfer })
      return send(await signInstructions(instructions))
    },
    /** Signs a base64 transaction from a plan (`solana_sendTransaction`), as a wallet does. */
    async signBase64(
      base64: string,
    ): Promise<{ signed: Transaction; base64: string; signature: string }> {
      const unsigned = getTransactionDecoder().decode(
        getBase64Encoder().encode(base64),
      ) as Transaction
      const signed = await signTransaction([signer.keyPair], unsigned)
      return {
        signed,
        base64: getBase64EncodedWireTransaction(signed),
        signature: getSignatureFromTransaction(signed),
      }
    },
    solBalance: async (owner: Address = signer.address) =>
      (await rpc.getBalance(owner).send()).value,
    /** The owner's balance of `mint` in base units (0 without a token account). */
    async tokenBalance(mint: Address, owner: Address = signer.address) {
      const account = await tokenAccountOf({ owner, mint })
      const { value } = await rpc
        .getTokenAccountsByOwner(owner, { mint }, { encoding: 'jsonParsed' })
        .send()
      const entry = value.find((item) => item.pubkey === account)
      return entry ? BigInt(entry.account.data.parsed.info.tokenAmount.amount) : 0n
    },
  }
}
