import { afterEach, expect, test, vi } from 'vitest'
import { baseChain, usdcToken } from '../../test/v1/v1Fixtures.js'
import { fetchSmartAnswer, readSmartAnswer } from './fetchSmartAnswer.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('an answer is read for the fields the smart input uses; entries it cannot use are left out', () => {
  const good = { chain: baseChain, token: usdcToken, amount: '100', usdAmount: '99.98' }
  const answer = readSmartAnswer({
    data: [
      good,
      { ...good, amount: '1e3', usdAmount: '-1' },
      { ...good, chain: { ...baseChain, id: 1 } },
      { ...good, token: { ...usdcToken, decimals: 300 } },
      { ...good, token: { ...usdcToken, address: '' } },
      { chain: baseChain },
      'nonsense',
    ],
    parsed: { amount: '100', hasOn: true },
    nextSlots: ['keyword'],
  })
  expect(answer.dollars).toBe(false)
  expect(answer.data).toMatchInlineSnapshot(`
    [
      {
        "amount": "100",
        "chain": {
          "id": 8453,
          "name": "Base",
        },
        "token": {
          "address": "0x833589fcd6edb6e08f4c7c32d4f71b54bda02913",
          "chainId": 8453,
          "decimals": 6,
          "extensions": {
            "price": {
              "provider": "",
              "usd": "0.9998",
            },
          },
          "logoURI": "/api/v1/token-logos/usdc.svg",
          "name": "USD Coin",
          "symbol": "USDC",
        },
        "usdAmount": "99.98",
      },
    ]
  `)
  expect(readSmartAnswer({ data: [], parsed: { usdAmount: '50', hasOn: false } }).dollars).toBe(
    true,
  )
  expect(readSmartAnswer('<html>')).toEqual({ data: [], dollars: false })
})

test('"." and "..", empty and over-long keywords are never sent', async () => {
  const fetch = vi.fn()
  vi.stubGlobal('fetch', fetch)
  for (const keyword of ['.', '..', '', 'a'.repeat(65)])
    await expect(
      fetchSmartAnswer({ bffUrl: 'http://bff.test', keyword, limit: 6 }),
    ).rejects.toThrow('This autocomplete keyword is not sent')
  expect(fetch).not.toHaveBeenCalled()
})

test('a refusal of the BFF is an error, not an empty list', async () => {
  vi.stubGlobal('fetch', async () =>
    Response.json({ name: 'ValidationException' }, { status: 400 }),
  )
  await expect(
    fetchSmartAnswer({ bffUrl: 'http://bff.test/', keyword: 'usdc', limit: 6 }),
  ).rejects.toThrow('Autocomplete answered 400')
})
