import { parseTronAddress } from '@ferry/order-api'
import { keccak256, toHex } from 'viem'

/**
 * SIMULATION. TRON has no local node here, so the devnet keeps a small in-memory TRON ledger:
 * token balances, which accounts are activated (have ever received TRX or a token), a pool of
 * deposit addresses, and transfers between them. Addresses are kept in base58.
 */
export type TronLedger = ReturnType<typeof createTronLedger>

export type TronTransfer = {
  txId: string
  from: string
  to: string
  token: string
  amount: bigint
  at: number
}

/** A deterministic, valid TRON address for a label (checksummed base58). */
export function tronAddressFor(label: string): string {
  return parseTronAddress(`41${keccak256(toHex(label)).slice(26)}`).base58
}

export function createTronLedger(parameters: { token: string; poolSize?: number }) {
  const balances = new Map<string, bigint>()
  /** TRX in sun, for fees and TRX transfers (tronNode's transactions). */
  const trx = new Map<string, bigint>()
  const activated = new Set<string>()
  const transfers: TronTransfer[] = []
  const pool = Array.from({ length: parameters.poolSize ?? 50 }, (_, index) =>
    tronAddressFor(`deposit-pool-${index}`),
  )
  const reserved = new Set<string>()
  const listeners = new Set<(transfer: TronTransfer) => void>()
  const key = (address: string) => parseTronAddress(address).base58
  const balanceOf = (address: string) => balances.get(key(address)) ?? 0n

  const ledger = {
    token: parameters.token,
    balanceOf,
    isActivated: (address: string) => activated.has(key(address)),
    trxBalanceOf: (address: string) => trx.get(key(address)) ?? 0n,
    /** Moves TRX (sun): `delta` added, negative to spend; an account is activated by TRX. */
    moveTrx(address: string, delta: bigint) {
      const account = key(address)
      const next = (trx.get(account) ?? 0n) + delta
      if (next < 0n) throw new Error(`insufficient TRX on ${account}`)
      trx.set(account, next)
      activated.add(account)
    },
    /** Credits an account from outside the ledger (faucet, payout), activating it. */
    credit(address: string, amount: bigint) {
      const to = key(address)
      balances.set(to, balanceOf(to) + amount)
      activated.add(to)
    },
    /** A USDT transfer; `txId` is the signed transaction's when one carried it (tronNode). */
    transfer(transfer: {
      from: string
      to: string
      amount: bigint
      at: number
      txId?: string
    }): TronTransfer {
      const from = key(transfer.from)
      const to = key(transfer.to)
      if (transfer.amount <= 0n) throw new Error('amount must be positive')
      if (balanceOf(from) < transfer.amount) throw new Error(`insufficient balance on ${from}`)
      balances.set(from, balanceOf(from) - transfer.amount)
      balances.set(to, balanceOf(to) + transfer.amount)
      activated.add(to)
      const record: TronTransfer = {
        txId:
          transfer.txId ?? keccak256(toHex(`${from}|${to}|${transfer.amount}|${transfers.length}`)),
        from,
        to,
        token: parameters.token,
        amount: transfer.amount,
        at: transfer.at,
      }
      transfers.push(record)
      for (const listener of listeners) listener(record)
      return record
    },
    reserveDepositAddress(): string {
      const free = pool.find((address) => !reserved.has(address))
      if (!free) throw new Error('deposit address pool exhausted')
      reserved.add(free)
      return free
    },
    releaseDepositAddress(address: string) {
      reserved.delete(key(address))
    },
    transfersTo: (address: string) => transfers.filter((transfer) => transfer.to === key(address)),
    onTransfer(listener: (transfer: TronTransfer) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return ledger
}
