import { BASE_CHAIN_ID, ETHEREUM_CHAIN_ID } from '@ferry/order-api'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { params, quoteFor } from '../../test/swapCardFixtures.js'
import { ar } from '../i18n/ar.js'
import { quoteWordsAr } from '../i18n/quoteWordsAr.js'
import { LocaleContext, localize } from '../i18n/useMessages.js'
import { QuoteDetails } from './QuoteDetails.js'

afterEach(cleanup)

test('in Arabic the rate is isolated in a <bdi>: its Latin symbols and digits keep their order inside right-to-left text', async () => {
  const [from, to] = params.tokens as [(typeof params.tokens)[0], (typeof params.tokens)[0]]
  render(
    <LocaleContext.Provider value={localize('ar', ar)}>
      <div dir="rtl">
        <QuoteDetails
          params={params}
          quote={quoteFor('2500000')}
          payPriceUsd={undefined}
          from={from}
          to={to}
          expiresIn={30}
        />
      </div>
    </LocaleContext.Provider>,
  )
  const rate = (await screen.findByText(quoteWordsAr.rate)).nextElementSibling!
  const isolated = rate.querySelector('bdi')
  expect(isolated?.textContent).toBe('1 USDC = 1 USDC')
  expect(rate.textContent).toBe(isolated?.textContent)
})

test('before the swap, a v2 quote says when it should arrive (the widget estimates it from the source chain), as a v1 route does', async () => {
  const [from, to] = params.tokens as [(typeof params.tokens)[0], (typeof params.tokens)[0]]
  const details = (quote: ReturnType<typeof quoteFor> | undefined, source = from) => (
    <QuoteDetails
      params={params}
      quote={quote}
      payPriceUsd={undefined}
      from={source}
      to={to}
      expiresIn={30}
    />
  )
  const { rerender } = render(details(undefined))
  // While the quote is asked for, the row holds its place without a figure.
  expect(screen.getByTestId('arrival-estimate').textContent).toBe('–')
  rerender(details(quoteFor('2500000'), { ...from, chainId: ETHEREUM_CHAIN_ID }))
  expect(screen.getByText('Arrives in').nextElementSibling?.textContent).toBe('about 4 min')
  rerender(details(quoteFor('2500000'), { ...from, chainId: BASE_CHAIN_ID }))
  expect(screen.getByTestId('arrival-estimate').textContent).toBe('about 1 min')
})
