import { expect, test } from 'vitest'
import { usdcToken } from '../../test/v1/v1Fixtures.js'
import { readSmartAnswer } from './fetchSmartAnswer.js'
import { smartSuggestionsOf } from './smartSuggestions.js'

const base = { id: 8453, name: 'Base' }

test('rows: one per token, icons through the BFF, the token as the form takes it', () => {
  const answer = readSmartAnswer({
    data: [
      { chain: base, token: usdcToken, amount: '100', usdAmount: '99.98' },
      { chain: base, token: { ...usdcToken, address: usdcToken.address.toUpperCase() } },
    ],
    parsed: { amount: '100', hasOn: true },
  })
  const rows = smartSuggestionsOf({ bffUrl: 'https://bff.example/', answer })
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    amount: '100',
    usdAmount: '99.98',
    symbol: 'USDC',
    chainName: 'Base',
    logo: 'https://bff.example/api/v1/token-logos/usdc.svg',
    chainIcon: 'https://bff.example/api/v1/chain/8453/icon',
    token: { chainId: 8453, token: usdcToken.address, decimals: 6, priceUsd: '0.9998' },
  })
})

/** How a "$50" input is parsed: a USD amount, no token amount, no "on". */
const dollarInput = { amount: null, usdAmount: '50', hasOn: false }
const amountsOf = (answer: ReturnType<typeof readSmartAnswer>) =>
  smartSuggestionsOf({ bffUrl: 'https://bff.example', answer }).map((row) => row.amount)

test('a "$" input: a suggestion the service could not convert (no amount) is not listed', () => {
  const answer = readSmartAnswer({
    data: [
      { chain: base, token: usdcToken, amount: '50.01', usdAmount: '50' },
      { chain: { id: 1, name: 'Ethereum' }, token: { ...usdcToken, chainId: 1 } },
    ],
    parsed: dollarInput,
  })
  expect(amountsOf(answer)).toEqual(['50.01'])
})

test('an amount is rounded to the token’s display precision: six digits at most, fewer if the token has fewer', () => {
  const answer = readSmartAnswer({
    data: [
      {
        chain: { id: 130, name: 'Unichain' },
        token: { ...usdcToken, chainId: 130, decimals: 18, address: `0x${'e'.repeat(40)}` },
        amount: '0.016666666666666666',
        usdAmount: '50',
      },
      { chain: base, token: { ...usdcToken, decimals: 2 }, amount: '50.015', usdAmount: '50' },
    ],
    parsed: dollarInput,
  })
  expect(amountsOf(answer)).toEqual(['0.016667', '50.02'])
})
