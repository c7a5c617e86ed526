import { describe, expect, it } from 'vitest'
import {
  bitcoinWallet as bitcoinSender,
  quoteId,
  tronWallet as tronSender,
  wallet,
} from '../../../test/v1/fixtures.js'
import { V1RequestError } from '../errors/V1RequestError.js'
import { v1BuildRequestSchema } from '../schemas/build.js'
import type { V1DepositMethod } from '../schemas/enums.js'
import { type V1BuildRequestForParameters, v1BuildRequestFor } from './v1BuildRequestFor.js'

const solanaSender = 'Hx6LbkMHe69DYawhPyVNs8Apa6tyfogfzQV6a7XkwBUU'
const otherWallet = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const route = (...depositMethods: V1DepositMethod[]) => ({
  quoteId,
  routeId: 'Native' as const,
  depositMethods,
})
const evmQuote = { fromChainId: 8453, fromAddress: wallet }

const built: [string, V1BuildRequestForParameters, Record<string, unknown>][] = [
  [
    'a contract call from the quote’s wallet',
    {
      route: route('CONTRACT_CALL', 'TRANSFER'),
      quote: evmQuote,
      wallet: wallet.toUpperCase().replace('0X', '0x'),
    },
    { depositMethod: 'CONTRACT_CALL', from: wallet },
  ],
  [
    'a contract call from the connected wallet when the quote named none',
    { route: route('CONTRACT_CALL'), quote: { fromChainId: 8453 }, wallet },
    { depositMethod: 'CONTRACT_CALL', from: wallet },
  ],
  [
    'a deposit address without a wallet, with payout and refund addresses',
    {
      route: route('CONTRACT_CALL', 'TRANSFER'),
      quote: { fromChainId: 8453 },
      preferTransfer: true,
      recipient: otherWallet,
      refundTo: wallet,
    },
    { depositMethod: 'TRANSFER', recipient: otherWallet, refundTo: wallet },
  ],
  [
    'a wallet deposit when a deposit address is preferred but not offered',
    { route: route('CONTRACT_CALL'), quote: evmQuote, preferTransfer: true, wallet },
    { depositMethod: 'CONTRACT_CALL', from: wallet },
  ],
  [
    'a TRON transfer with a hash submit, from the quote’s sender',
    {
      route: route('TRANSFER_WITH_TX_HASH_SUBMIT'),
      quote: { fromChainId: 728126428, fromAddress: tronSender, recipient: wallet },
    },
    { depositMethod: 'TRANSFER_WITH_TX_HASH_SUBMIT', from: tronSender, recipient: wallet },
  ],
  [
    'a Bitcoin transfer without a sender',
    {
      route: route('TRANSFER_WITH_TX_HASH_SUBMIT'),
      quote: { fromChainId: 0, recipient: wallet, refundTo: bitcoinSender },
    },
    { depositMethod: 'TRANSFER_WITH_TX_HASH_SUBMIT', recipient: wallet, refundTo: bitcoinSender },
  ],
  [
    'a Solana contract call from the connected Solana wallet',
    {
      route: route('CONTRACT_CALL'),
      quote: { fromChainId: 20011000000, fromAddress: solanaSender, recipient: wallet },
      wallet: solanaSender,
    },
    { depositMethod: 'CONTRACT_CALL', from: solanaSender, recipient: wallet },
  ],
]

const refused: [string, V1BuildRequestForParameters, string][] = [
  [
    'a Solana source',
    { route: route('CONTRACT_CALL'), quote: { fromChainId: 20011000000 } },
    'needs_solana_wallet',
  ],
  [
    'a Solana wallet whose address differs from the quote’s only in case',
    {
      route: route('CONTRACT_CALL'),
      quote: { fromChainId: 20011000000, fromAddress: solanaSender },
      wallet: solanaSender.toLowerCase(),
    },
    'wallet_changed',
  ],
  [
    'a contract call with no wallet at all',
    { route: route('CONTRACT_CALL'), quote: { fromChainId: 8453 } },
    'no_wallet_address',
  ],
  [
    'another wallet than the quote’s',
    { route: route('CONTRACT_CALL'), quote: evmQuote, wallet: otherWallet },
    'wallet_changed',
  ],
  [
    'a deposit address without a refund address',
    {
      route: route('TRANSFER'),
      quote: { fromChainId: 8453 },
      preferTransfer: true,
      recipient: wallet,
    },
    'no_wallet_address',
  ],
  [
    'a TRON source on a route without transfers',
    { route: route('CONTRACT_CALL'), quote: { fromChainId: 728126428, fromAddress: tronSender } },
    'method_not_offered',
  ],
  [
    'an EVM source on a route with transfers only',
    { route: route('TRANSFER'), quote: evmQuote, wallet },
    'method_not_offered',
  ],
]

describe('v1BuildRequestFor', () => {
  it.each(built)('builds %s', (_name, parameters, expected) => {
    const request = v1BuildRequestFor(parameters)
    expect(request).toEqual({ quoteId, routeId: 'Native', ...expected })
    // What it returns is a valid build body.
    expect(v1BuildRequestSchema.safeParse(request).success).toBe(true)
  })

  it.each(refused)('refuses %s', (_name, parameters, reason) => {
    let error: unknown
    try {
      v1BuildRequestFor(parameters)
    } catch (caught) {
      error = caught
    }
    expect(V1RequestError.isInstance(error) && error.reason).toBe(reason)
  })
})
