import { createTestProviders } from '@ferry/test-utils/react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import {
  chainHolding,
  config,
  fakeQuoteBff,
  params,
  quoteFor,
  usdcBase,
  usdcEth,
} from '../../test/swapCardFixtures.js'
import { type UseSwapFormParameters, useSwapForm } from './useSwapForm.js'

const quotes = fakeQuoteBff()

let formIndex = 0
/** A form on a BFF URL of its own, so no two tests share cached queries. */
const renderForm = (defaults: UseSwapFormParameters['defaults']) => {
  const bffUrl = `http://bff-form-hook-${++formIndex}.test`
  return renderHook(
    () =>
      useSwapForm({
        bffUrl,
        config,
        params,
        defaults: { from: `1:${usdcEth}`, to: `8453:${usdcBase}`, ...defaults },
      }),
    { wrapper: createTestProviders({ request: chainHolding() }).wrapper },
  )
}

test('the typed side shows what was typed and the other side what the quote says', async () => {
  quotes.answer = (srcAmount) => {
    const quote = quoteFor(String(srcAmount))
    quote.receive.amount = String(srcAmount - 1_234_567n)
    return Response.json(quote)
  }
  const { result } = renderForm({ amount: '12.5' })
  expect(result.current.shown('exact_input')).toBe('12.5')
  expect(result.current.shown('exact_output')).toBe('')
  expect(result.current.pending).toBe(true)
  await waitFor(() => expect(result.current.quote).toBeDefined(), { timeout: 3000 })
  expect(result.current.pending).toBe(false)
  expect(result.current.shown('exact_output')).toBe('11.265433')
  // Nothing stands in the way (the button asks for a wallet first), not even a balance.
  expect(result.current.ready).toBe(true)
  expect(result.current.insufficient).toBe(false)
  expect(result.current.max).toBeUndefined()
})

test('flip exchanges the tokens and the mode, so the typed figure stays with its token', () => {
  quotes.answer = (srcAmount) => Response.json(quoteFor(String(srcAmount)))
  const { result } = renderForm({ amount: '7' })
  act(() => result.current.flip())
  expect(result.current.from?.chainId).toBe(8453)
  expect(result.current.to?.chainId).toBe(1)
  expect(result.current.mode).toBe('exact_output')
  expect(result.current.shown('exact_output')).toBe('7')
})

test('a figure the token cannot hold is an amount error, and nothing is quoted', () => {
  const { result } = renderForm({ amount: '1.1234567' })
  expect(result.current.amountError).toBeTruthy()
  expect(result.current.pending).toBe(false)
  act(() => result.current.setAmount('exact_input', '1.5'))
  expect(result.current.amountError).toBeUndefined()
})

test('the same token on both sides is flagged whatever the case of its address', () => {
  const { result } = renderForm({ from: `1:${usdcEth}`, to: `1:${usdcEth.toLowerCase()}` })
  expect(result.current.sameAsset).toBe(true)
  expect(result.current.pending).toBe(false)
})

test('a limit the quote names is applied in the units of its side', async () => {
  quotes.answer = () =>
    Response.json(
      {
        error: 'Requested amount is below what the solver will fill',
        detail: { minSrcAmount: '5250000' },
      },
      { status: 400 },
    )
  const { result } = renderForm({ amount: '1' })
  await waitFor(() => expect(result.current.applyLimit).toBeDefined(), { timeout: 3000 })
  act(() => result.current.applyLimit?.())
  expect(result.current.mode).toBe('exact_input')
  expect(result.current.shown('exact_input')).toBe('5.25')
})
