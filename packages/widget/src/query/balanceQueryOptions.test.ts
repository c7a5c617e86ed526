import { expect, test } from 'vitest'
import type { Config } from 'wagmi'
import { balanceQueryOptions } from './balanceQueryOptions.js'
import { ferryKeys } from './queries.js'

const wagmiConfig = {} as Config
const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test("a balance query's key is the widget's, in lower case, and it runs only for an EVM token with an account", () => {
  const evm = balanceQueryOptions({
    wagmiConfig,
    token: { chainId: 1, token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
    account,
  })
  expect(evm.queryKey).toEqual([
    'ferry',
    'balance',
    1,
    '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    account.toLowerCase(),
  ])
  expect(evm.enabled).toBe(true)
  const tron = { chainId: 728126428, token: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }
  expect(balanceQueryOptions({ wagmiConfig, token: tron, account }).enabled).toBe(false)
  expect(balanceQueryOptions({ wagmiConfig, token: undefined, account }).enabled).toBe(false)
})

test('every balance key starts with the prefix a swap invalidates', () => {
  const key = balanceQueryOptions({
    wagmiConfig,
    token: { chainId: 8453, token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
    account,
  }).queryKey
  expect(key.slice(0, ferryKeys.balances().length)).toEqual([...ferryKeys.balances()])
  expect(ferryKeys.balances()).toEqual(['ferry', 'balance'])
})

/** A wagmi config whose clients answer from `answer`, recording each request. */
const fakeConfig = (answer: (method: string, params: unknown[]) => unknown) => {
  const requests: { chainId: number | undefined; method: string; params: unknown[] }[] = []
  const config = {
    getClient: ({ chainId }: { chainId?: number }) => ({
      request: async ({ method, params }: { method: string; params: unknown[] }) => {
        requests.push({ chainId, method, params })
        return answer(method, params)
      },
    }),
  } as unknown as Config
  return { config, requests }
}

const runQuery = (config: Config, token: { chainId: number; token: string }) =>
  (
    balanceQueryOptions({ wagmiConfig: config, token, account })
      .queryFn as unknown as () => Promise<bigint>
  )()

test("an ERC-20 balance is one eth_call of balanceOf on the token's chain", async () => {
  const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
  const { config, requests } = fakeConfig(() => `0x${42_500_000n.toString(16).padStart(64, '0')}`)
  expect(await runQuery(config, { chainId: 1, token: usdc })).toBe(42_500_000n)
  expect(requests).toEqual([
    {
      chainId: 1,
      method: 'eth_call',
      params: [
        { to: usdc, data: `0x70a08231${account.slice(2).toLowerCase().padStart(64, '0')}` },
        'latest',
      ],
    },
  ])
})

test("a v1 native token's balance is the account's coin balance (eth_getBalance)", async () => {
  for (const native of [
    '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    '0x0000000000000000000000000000000000000000',
  ]) {
    const { config, requests } = fakeConfig(() => '0xde0b6b3a7640000')
    expect(await runQuery(config, { chainId: 42161, token: native })).toBe(10n ** 18n)
    expect(requests).toEqual([
      { chainId: 42161, method: 'eth_getBalance', params: [account, 'latest'] },
    ])
  }
})

test('an address without code answers nothing: an error, not a zero balance', async () => {
  const { config } = fakeConfig(() => '0x')
  await expect(
    runQuery(config, { chainId: 1, token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' }),
  ).rejects.toThrow('balanceOf returned nothing')
})
