import { expect, test } from 'vitest'
import { chainIconUrl, routeIconUrl, tokenLogoUrl } from './iconUrls.js'

test('a chain icon is read through the BFF', () => {
  expect(chainIconUrl('https://swap.example/', 8453)).toBe(
    'https://swap.example/api/v1/chain/8453/icon',
  )
})

test('a v1 route icon is read through the BFF by its route id', () => {
  expect(routeIconUrl('https://swap.example/', 'NativeUTXO')).toBe(
    'https://swap.example/api/v1/route/NativeUTXO/icon',
  )
})

test('a service logo is read through the BFF by its file name; anything else is not shown', () => {
  const bff = 'https://swap.example'
  expect(tokenLogoUrl(bff, 'https://service.example/v1/token-logos/FLUX.svg')).toBe(
    'https://swap.example/api/v1/token-logos/FLUX.svg',
  )
  expect(tokenLogoUrl(bff, 'https://cdn.example/eth.png')).toBeUndefined()
  expect(tokenLogoUrl(bff, 'https://x/v1/token-logos/..%2Fsecret.svg')).toBeUndefined()
  expect(tokenLogoUrl(bff, 'javascript:alert(1)')).toBeUndefined()
  expect(tokenLogoUrl(bff, '')).toBeUndefined()
  expect(tokenLogoUrl(bff, undefined)).toBeUndefined()
})
