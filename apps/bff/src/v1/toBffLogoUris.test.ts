import { expect, test } from 'vitest'
import { toBffLogoUri, toBffLogoUris } from './toBffLogoUris.js'

const upstream = 'http://orders.internal:8080'

test("a service logo becomes the BFF's logo route; its host's other addresses become empty; a CDN logo is kept", () => {
  expect(toBffLogoUri(`${upstream}/v1/token-logos/USDC.svg`, upstream)).toBe(
    '/api/v1/token-logos/USDC.svg',
  )
  expect(toBffLogoUri('/v1/token-logos/FLUX.svg', upstream)).toBe('/api/v1/token-logos/FLUX.svg')
  for (const other of [
    `${upstream}/v1/token-logos/..%2Fsecret.svg`,
    `${upstream}/v1/token-logos/USDC.svg?x=1`,
    `${upstream}/admin/logo.png`,
  ])
    expect(toBffLogoUri(other, upstream), other).toBe('')
  expect(toBffLogoUri('https://cdn.example/eth.png', upstream)).toBe('https://cdn.example/eth.png')
})

test('every logoURI of an answer is rewritten, in token lists, autocomplete entries and order metadata', () => {
  const logo = (symbol: string) => `${upstream}/v1/token-logos/${symbol}.svg`
  const answer = {
    data: [
      { token: { symbol: 'USDC', logoURI: logo('USDC') }, chain: { id: 1 } },
      {
        fromTokenMeta: { symbol: 'ETH', logoURI: logo('ETH') },
        toTokenMeta: { symbol: 'X', logoURI: null },
      },
    ],
  }
  expect(toBffLogoUris(answer, upstream)).toEqual({
    data: [
      { token: { symbol: 'USDC', logoURI: '/api/v1/token-logos/USDC.svg' }, chain: { id: 1 } },
      {
        fromTokenMeta: { symbol: 'ETH', logoURI: '/api/v1/token-logos/ETH.svg' },
        toTokenMeta: { symbol: 'X', logoURI: null },
      },
    ],
  })
})
