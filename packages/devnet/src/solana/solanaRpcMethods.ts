import {
  type Address,
  type EncodedAccount,
  getBase58Decoder,
  getBase64Decoder,
  getCompiledTransactionMessageDecoder,
  isAddress,
} from '@solana/kit'
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { SolanaRuntime, SolanaTransactionRecord } from './createSolanaRuntime.js'
import { decodeWireTransaction, invalidParams, SolanaRpcError } from './solanaWire.js'

type Params = unknown[]
type Config = { encoding?: unknown; mint?: unknown; programId?: unknown; skipPreflight?: unknown }

/** The `TransactionError` names Solana gives the refusals a client can act on. */
const sendErrors: Record<string, string> = {
  'blockhash-not-found': 'BlockhashNotFound',
  'already-processed': 'AlreadyProcessed',
}
const U64_MAX = 18_446_744_073_709_551_615n
const base64 = getBase64Decoder()
const base58 = getBase58Decoder()
const tokenDecoder = getTokenDecoder()
const mintDecoder = getMintDecoder()
const messageDecoder = getCompiledTransactionMessageDecoder()

const addressParam = (value: unknown, name = 'address'): Address => {
  if (typeof value !== 'string' || !isAddress(value))
    throw invalidParams(`${name} must be a base58 public key`)
  return value
}
const configOf = (value: unknown): Config =>
  value !== undefined && value !== null && typeof value === 'object' ? (value as Config) : {}
const signatureParam = (value: unknown) => {
  if (typeof value !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(value))
    throw invalidParams('a signature must be base58 text of 64 bytes')
  return value
}

/**
 * Solana's JSON-RPC methods that wallets and `@solana/kit` use, answered from the runtime.
 * Each takes the request's positional params; bad ones throw `Invalid params`.
 */
export function solanaRpcMethods(runtime: SolanaRuntime) {
  const context = () => ({ slot: runtime.slot, apiVersion: '2.2.0' })
  const withContext = (value: unknown) => ({ context: context(), value })

  function tokenAmount(amount: bigint, mint: Address) {
    const mintAccount = runtime.svm.getAccount(mint)
    const decimals = mintAccount.exists ? mintDecoder.decode(mintAccount.data).decimals : 0
    const whole = Number(amount) / 10 ** decimals
    return {
      amount: amount.toString(),
      decimals,
      uiAmount: whole,
      uiAmountString: whole.toString(),
    }
  }

  function accountValue(account: EncodedAccount, encoding: unknown) {
    const base = {
      executable: account.executable,
      lamports: account.lamports,
      owner: account.programAddress,
      rentEpoch: U64_MAX,
      space: BigInt(account.data.length),
    }
    if (encoding === 'jsonParsed' && account.programAddress === TOKEN_PROGRAM_ADDRESS) {
      if (account.data.length === 165) {
        const token = tokenDecoder.decode(account.data)
        return {
          ...base,
          data: {
            program: 'spl-token',
            parsed: {
              type: 'account',
              info: {
                isNative: false,
                mint: token.mint,
                owner: token.owner,
                state: 'initialized',
                tokenAmount: tokenAmount(token.amount, token.mint),
              },
            },
            space: 165,
          },
        }
      }
    }
    if (encoding === 'base58') return { ...base, data: [base58.decode(account.data), 'base58'] }
    return { ...base, data: [base64.decode(account.data), 'base64'] }
  }

  function readAccount(address: Address, encoding: unknown) {
    const account = runtime.svm.getAccount(address)
    return account.exists ? accountValue(account, encoding) : null
  }

  function tokenAccountsOf(owner: Address, filter: Config) {
    const mint = filter.mint === undefined ? undefined : addressParam(filter.mint, 'mint')
    if (mint === undefined && filter.programId !== TOKEN_PROGRAM_ADDRESS)
      throw invalidParams('name a mint or the token programId')
    return runtime.svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS).filter((account) => {
      if (account.data.length !== 165) return false
      const token = tokenDecoder.decode(account.data)
      return token.owner === owner && (mint === undefined || token.mint === mint)
    })
  }

  function transactionJson(record: SolanaTransactionRecord, encoding: unknown) {
    const message = messageDecoder.decode(record.transaction.messageBytes)
    const signatures = Object.values(record.transaction.signatures).map((bytes) =>
      bytes ? base58.decode(bytes) : '1'.repeat(64),
    )
    const meta = {
      err: null,
      status: { Ok: null },
      fee: record.fee,
      preBalances: record.preBalances,
      postBalances: record.postBalances,
      logMessages: record.logs,
      innerInstructions: [],
      preTokenBalances: [],
      postTokenBalances: [],
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
      computeUnitsConsumed: record.unitsConsumed,
    }
    const transaction =
      encoding === 'base64'
        ? [wireBase64(record), 'base64']
        : {
            signatures,
            message: {
              header: message.header,
              accountKeys: message.staticAccounts,
              recentBlockhash: message.lifetimeToken,
              instructions: ('instructions' in message ? message.instructions : []).map(
                (instruction) => ({
                  programIdIndex: instruction.programAddressIndex,
                  accounts: instruction.accountIndices ?? [],
                  data: base58.decode(instruction.data ?? new Uint8Array()),
                  stackHeight: null,
                }),
              ),
            },
          }
    return {
      slot: record.slot,
      blockTime: record.blockTime,
      version: message.version,
      transaction,
      meta,
    }
  }

  function wireBase64(record: SolanaTransactionRecord) {
    const signatures = Object.values(record.transaction.signatures)
    const bytes = [signatures.length, ...signatures.flatMap((s) => [...(s ?? new Uint8Array(64))])]
    return base64.decode(new Uint8Array([...bytes, ...record.transaction.messageBytes]))
  }

  function send(params: Params) {
    const config = configOf(params[1])
    const transaction = decodeWireTransaction(params[0], config.encoding ?? 'base58')
    const result = runtime.send(transaction)
    if (result.ok) return result.record.signature
    const message =
      result.reason === 'blockhash-not-found'
        ? 'Transaction simulation failed: Blockhash not found'
        : `Transaction simulation failed: ${result.message}`
    throw new SolanaRpcError(-32002, message, {
      err: sendErrors[result.reason] ?? result.message,
      logs: result.logs,
      accounts: null,
      unitsConsumed: 0,
      returnData: null,
    })
  }

  const methods: Record<string, (params: Params) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0-litesvm', 'feature-set': 0 }),
    getGenesisHash: () => 'ferryDevnetSo1ana11111111111111111111111111',
    getSlot: () => runtime.slot,
    getBlockHeight: () => runtime.blockHeight(),
    getEpochInfo: () => ({
      absoluteSlot: runtime.slot,
      blockHeight: runtime.blockHeight(),
      epoch: 0n,
      slotIndex: runtime.slot,
      slotsInEpoch: 432_000n,
      transactionCount: null,
    }),
    getLatestBlockhash: () => withContext(runtime.latestBlockhash()),
    isBlockhashValid: (params) => {
      if (typeof params[0] !== 'string') throw invalidParams('blockhash must be a string')
      return withContext(runtime.isBlockhashValid(params[0]))
    },
    getMinimumBalanceForRentExemption: (params) => {
      const size = params[0]
      if (typeof size !== 'number' || !Number.isInteger(size) || size < 0 || size > 10_485_760)
        throw invalidParams('the data length must be a whole number of bytes')
      return runtime.svm.minimumBalanceForRentExemption(BigInt(size))
    },
    getFeeForMessage: () => withContext(5_000n),
    getBalance: (params) => withContext(runtime.balanceOf(addressParam(params[0]))),
    getAccountInfo: (params) =>
      withContext(readAccount(addressParam(params[0]), configOf(params[1]).encoding)),
    getMultipleAccounts: (params) => {
      if (!Array.isArray(params[0]) || params[0].length > 100)
        throw invalidParams('addresses must be an array of at most 100 public keys')
      const encoding = configOf(params[1]).encoding
      return withContext(params[0].map((entry) => readAccount(addressParam(entry), encoding)))
    },
    getTokenAccountsByOwner: (params) => {
      const owner = addressParam(params[0], 'owner')
      const encoding = configOf(params[2]).encoding
      return withContext(
        tokenAccountsOf(owner, configOf(params[1])).map((account) => ({
          pubkey: account.address,
          account: accountValue(account, encoding),
        })),
      )
    },
    getTokenAccountBalance: (params) => {
      const account = runtime.svm.getAccount(addressParam(params[0], 'token account'))
      if (!account.exists || account.data.length !== 165)
        throw new SolanaRpcError(-32602, 'Invalid param: not a Token account')
      const token = tokenDecoder.decode(account.data)
      return withContext(tokenAmount(token.amount, token.mint))
    },
    sendTransaction: send,
    simulateTransaction: (params) => {
      const config = configOf(params[1])
      const transaction = decodeWireTransaction(params[0], config.encoding ?? 'base58')
      const result = runtime.simulate(transaction)
      return withContext({
        err: result.err,
        logs: result.logs,
        accounts: null,
        unitsConsumed: result.unitsConsumed,
        returnData: null,
      })
    },
    getSignatureStatuses: (params) => {
      if (!Array.isArray(params[0]) || params[0].length > 256)
        throw invalidParams('signatures must be an array of at most 256')
      return withContext(
        params[0].map((entry) => {
          const record = runtime.transaction(signatureParam(entry))
          return record
            ? {
                slot: record.slot,
                confirmations: null,
                err: null,
                status: { Ok: null },
                confirmationStatus: 'finalized',
              }
            : null
        }),
      )
    },
    getTransaction: (params) => {
      const record = runtime.transaction(signatureParam(params[0]))
      return record ? transactionJson(record, configOf(params[1]).encoding) : null
    },
  }
  return methods
}
