import { OrderApiError } from '@ferry/order-api'
import {
  ContractFunctionRevertedError,
  erc20Abi,
  HttpRequestError,
  InsufficientFundsError,
  SwitchChainError,
  TransactionExecutionError,
  UserRejectedRequestError,
} from 'viem'
import { mainnet } from 'viem/chains'
import { expect, test } from 'vitest'
import { ChainNotConfiguredError } from 'wagmi'
import { en } from '../i18n/en.js'
import { errorWordsEn } from '../i18n/errorWordsEn.js'
import { es } from '../i18n/es.js'
import { zhCN } from '../i18n/zhCN.js'
import { SwapError } from '../swap/buildOutcomeErrors.js'
import { TradeRunError } from '../trade/TradeRunError.js'
import { describeError } from './describeError.js'

const describe = (error: unknown, messages = en) =>
  describeError({ error, messages, words: errorWordsEn }).message

/** A wallet failure as viem hands it over from `sendTransaction`: wrapped in its context. */
const sending = (cause: Error) =>
  new TransactionExecutionError(cause as never, {
    account: { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'json-rpc' },
    chain: mainnet,
    to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    data: '0xdeadbeef',
  })

test('a request declined in the wallet says so, also when viem wraps it', () => {
  expect(describe(new UserRejectedRequestError(new Error('User denied')))).toBe(
    en.walletError.rejected,
  )
  expect(describe(sending(new UserRejectedRequestError(new Error('User denied'))))).toBe(
    en.walletError.rejected,
  )
  // A wallet that throws a bare EIP-1193 object.
  expect(describe({ code: 4001, message: 'User rejected the request.' })).toBe(
    en.walletError.rejected,
  )
})

test('too little native token for gas is named, from the error or a node’s plain text', () => {
  expect(describe(sending(new InsufficientFundsError()))).toBe(en.walletError.insufficientFunds)
  expect(describe(new Error('insufficient funds for gas * price + value'))).toBe(
    en.walletError.insufficientFunds,
  )
})

test('a chain the wallet lacks or refuses to switch to, and one the host’s config lacks, are told apart', () => {
  expect(describe(new SwitchChainError(new Error('Unrecognized chain ID')))).toBe(
    en.walletError.chainNotAdded,
  )
  expect(describe({ code: 4902, message: 'Unrecognized chain ID "0xa4b1"' })).toBe(
    en.walletError.chainNotAdded,
  )
  expect(describe(new ChainNotConfiguredError())).toBe(en.walletError.chainNotConfigured)
})

test('an unreachable RPC and a reverted contract call have their own sentences', () => {
  expect(
    describe(new HttpRequestError({ url: 'https://rpc.example', details: 'fetch failed' })),
  ).toBe(en.walletError.rpcUnreachable)
  const reverted = new ContractFunctionRevertedError({
    abi: erc20Abi,
    functionName: 'transferFrom',
    message: 'ERC20: transfer amount exceeds allowance',
  })
  expect(describe(reverted)).toBe(en.walletError.reverted)
})

test('an unknown failure gets a generic sentence, never its raw text', () => {
  const raw = 'Internal JSON-RPC error: 0x08c379a0 execution stack underflow at pc 42'
  const message = describe(new Error(raw))
  expect(message).toBe(en.walletError.unknown)
  expect(describe('a string thrown by a wallet')).toBe(en.walletError.unknown)
  expect(describe(undefined)).toBe(en.walletError.unknown)
  // A cycle of causes ends the search instead of looping.
  const looped: { message: string; cause?: unknown } = { message: 'loop' }
  looped.cause = looped
  expect(describe(looped)).toBe(en.walletError.unknown)
})

test('the widget’s own failures keep their wording; the BFF’s are said in the user’s words', () => {
  expect(describe(new SwapError('The deposit of this order was already sent'))).toBe(
    'The deposit of this order was already sent',
  )
  const refusal = new TradeRunError({ reason: 'approval_failed', message: 'An approval failed' })
  expect(describe(refusal)).toBe(
    `${errorWordsEn.run.approvalFailed} ${errorWordsEn.next['try-again']}`,
  )
  const bff = new OrderApiError({
    status: 429,
    body: { message: 'Too many requests' },
    operation: 'build',
  } as never)
  // The BFF's English text is for developers: the kind chooses the words and the next step.
  expect(describe(bff)).toBe(`${errorWordsEn.v2.rate_limited} ${errorWordsEn.next['try-later']}`)
})

test('each wallet sentence is in Spanish and Chinese too', () => {
  const rejected = new UserRejectedRequestError(new Error('User denied'))
  expect(describe(rejected, es)).toBe(es.walletError.rejected)
  expect(describe(rejected, zhCN)).toBe(zhCN.walletError.rejected)
  for (const messages of [es, zhCN])
    for (const [kind, text] of Object.entries(messages.walletError))
      expect(text, kind).not.toBe(en.walletError[kind as keyof typeof en.walletError])
})
