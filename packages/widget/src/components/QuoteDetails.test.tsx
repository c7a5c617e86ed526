import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { params, quoteFor } from '../../test/swapCardFixtures.js'
import { ar } from '../i18n/ar.js'
import { LocaleContext, localize } from '../i18n/useMessages.js'
import { QuoteDetails } from './QuoteDetails.js'

afterEach(cleanup)

test('in Arabic the rate is isolated in a <bdi>: its Latin symbols and digits keep their order inside right-to-left text', () => {
  const [from, to] = params.tokens as [(typeof params.tokens)[0], (typeof params.tokens)[0]]
  render(
    <LocaleContext.Provider value={localize('ar', ar)}>
      <div dir="rtl">
        <QuoteDetails
          params={params}
          quote={quoteFor('2500000')}
          from={from}
          to={to}
          expiresIn={30}
        />
      </div>
    </LocaleContext.Provider>,
  )
  const rate = screen.getByText(ar.rate).nextElementSibling!
  const isolated = rate.querySelector('bdi')
  expect(isolated?.textContent).toBe('1 USDC = 1 USDC')
  expect(rate.textContent).toBe(isolated?.textContent)
})
