import { createV1Client, v1ChainListSchema, v1TokenListSchema } from '@ferry/order-api/v1'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { apiOf } from '../../../test/devnetHarness.js'
import { usdPriceFeedAbi, volatileTokenAbi } from '../../chains/abis.js'
import { type Devnet, startDevnet } from '../../startDevnet.js'
import { NATIVE_TOKEN_ADDRESS } from './nativeToken.js'
import { formatUsd, volatileTokenSpecs } from './usdPrices.js'
import { usdPriceOf } from './v1Catalog.js'

// One devnet for the file: real anvil chains, the stand-in over HTTP.
let devnet: Devnet
let api: ReturnType<typeof apiOf>
beforeAll(async () => {
  devnet = await startDevnet({ stepMs: 100 })
  api = apiOf(devnet)
})
afterAll(async () => {
  await devnet?.stop()
})

const spoke = (chainId: number) => devnet.chains.find((chain) => chain.chainId === chainId)!
const fluxOn = (chainId: number) => spoke(chainId).volatileTokens[0]!
const user = () => devnet.accounts[0]!
const clientOn = (chainId: number) =>
  createPublicClient({ transport: http(spoke(chainId).rpcUrl), pollingInterval: 20 })

test('the anvil chains in /v1/chains carry their local RPC URLs, and those answer', async () => {
  const chains = v1ChainListSchema.parse((await api('/v1/chains', { key: null })).body)
  for (const { chainId, rpcUrl } of devnet.chains) {
    const entry = chains.find((chain) => chain.id === chainId)!
    expect(entry.rpcUrls.default.http).toEqual([rpcUrl])
    expect(await clientOn(chainId).getChainId()).toBe(chainId)
    // The listed Multicall3 is there: a host batching its reads through it gets answers.
    const multicallAddress = (entry.contracts as { multicall3: { address: Address } }).multicall3
      .address
    const [supply] = await clientOn(chainId).multicall({
      multicallAddress,
      allowFailure: false,
      contracts: [{ address: fluxOn(chainId).address, abi: erc20Abi, functionName: 'totalSupply' }],
    })
    expect(supply).toBeGreaterThan(0n)
  }
})

test('balances are read from the chains: native, stables and FLUX of a funded user', async () => {
  const { status, body } = await api(`/v1/tokens/balances/${user().address}`, { key: null })
  expect(status).toBe(200)
  const held = v1TokenListSchema.parse(body)
  const base = held.filter((token) => token.chainId === 8453)
  expect(base.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'FLUX'])
  expect(base.find((token) => token.symbol === 'USDC')?.extensions?.balance).toBe(
    1_000_000_000_000n,
  )
  expect(base.find((token) => token.symbol === 'FLUX')?.extensions?.balance).toBe(
    parseEther('10000'),
  )
  const native = await clientOn(8453).getBalance({ address: user().address })
  expect(base[0]).toMatchObject({ address: NATIVE_TOKEN_ADDRESS })
  expect(base[0]?.extensions?.balance).toBe(native)
  // Every anvil spoke answers; TRON holds nothing for an EVM address.
  expect(new Set(held.map((token) => token.chainId))).toEqual(
    new Set(devnet.chains.map((chain) => chain.chainId)),
  )
})

test('a fresh wallet lists exactly what was sent to it, on the chains asked for', async () => {
  const fresh = privateKeyToAccount(generatePrivateKey()).address
  const wallet = createWalletClient({
    account: privateKeyToAccount(user().privateKey),
    transport: http(spoke(8453).rpcUrl),
  })
  const client = clientOn(8453)
  const sent = [
    await wallet.sendTransaction({ to: fresh, value: parseEther('0.5'), chain: null }),
    await wallet.writeContract({
      address: fluxOn(8453).address,
      abi: volatileTokenAbi,
      functionName: 'transfer',
      args: [fresh, parseEther('1.25')],
      chain: null,
    }),
  ]
  for (const hash of sent) await client.waitForTransactionReceipt({ hash })
  const held = v1TokenListSchema.parse(
    (await api(`/v1/tokens/balances/${fresh}`, { key: null })).body,
  )
  expect(held.map((token) => [token.chainId, token.symbol, token.extensions?.balance])).toEqual([
    [8453, 'ETH', parseEther('0.5')],
    [8453, 'FLUX', parseEther('1.25')],
  ])
  // Unknown chain ids are ignored, not refused.
  const elsewhere = await api(`/v1/tokens/balances/${fresh}?chainIds=1,999999`, { key: null })
  expect(elsewhere).toMatchObject({ status: 200, body: [] })
  const lowercase = await api(`/v1/tokens/balances/${fresh.toLowerCase()}?chainIds=8453,999999`, {
    key: null,
  })
  expect(lowercase.body).toHaveLength(2)
})

test('a TRON account lists its simulated USDT', async () => {
  const [account] = devnet.tron.accounts
  const held = v1TokenListSchema.parse(
    (await api(`/v1/tokens/balances/${account!.address}`, { key: null })).body,
  )
  expect(held.map((token) => [token.chainId, token.symbol, token.extensions?.balance])).toEqual([
    [devnet.tron.chainId, 'USDT', 1_000_000_000_000n],
  ])
})

test('the on-chain FLUX feed gives the price the service computes, at any time', async () => {
  const { priceFeed } = fluxOn(42161)
  const client = clientOn(42161)
  const spec = volatileTokenSpecs[0]
  for (const at of [0, 1, 499, 500, 501, 999, 1000, 1_763_900_123]) {
    const onChain = await client.readContract({
      address: priceFeed,
      abi: usdPriceFeedAbi,
      functionName: 'priceAt',
      args: [BigInt(at)],
    })
    expect(onChain, `at ${at}`).toBe(usdPriceOf({ token: spec, at }))
  }
  const [, answer, , updatedAt] = await client.readContract({
    address: priceFeed,
    abi: usdPriceFeedAbi,
    functionName: 'latestRoundData',
  })
  expect(answer).toBe(usdPriceOf({ token: spec, at: Number(updatedAt) }))
})

test('the listed FLUX price follows the devnet clock', async () => {
  const advance = async (advanceSeconds: number) =>
    (await api('/dev/clock', { body: { advanceSeconds }, key: null })).body.now as number
  const priceNow = async () => {
    const before = await advance(0)
    const tokens = v1TokenListSchema.parse(
      (await api('/v1/tokens?chainIds=8453', { key: null })).body,
    )
    const after = await advance(0)
    const listed = tokens.find((token) => token.symbol === 'FLUX')!.extensions!.price!.usd
    // The clock may tick between the reads: the price is that of one of the seconds between.
    const seconds = Array.from({ length: after - before + 1 }, (_, index) => before + index)
    return {
      listed,
      possible: seconds.map((at) => formatUsd(usdPriceOf({ token: volatileTokenSpecs[0], at }))),
    }
  }
  const first = await priceNow()
  expect(first.possible).toContain(first.listed)
  await advance(123)
  try {
    const later = await priceNow()
    expect(later.possible).toContain(later.listed)
  } finally {
    await advance(-123)
  }
})

test('every /v1 answer has an x-request-id; unknown /v1 paths are a plain-text 404', async () => {
  for (const path of ['/v1/chains', '/v1/chain/1/icon', '/v1/tokens/search', '/v1/nothing']) {
    const response = await api(path, { key: null })
    expect(response.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/)
  }
  const missing = await api('/v1/tokens/nothing/here', { key: null })
  expect(missing).toMatchObject({ status: 404, body: '404 Not Found' })
})

test('CORS lets browsers send the headers the service clients send, on GET, POST and PUT', async () => {
  for (const method of ['GET', 'POST', 'PUT']) {
    const preflight = await fetch(`${devnet.serviceUrl}/v1/tokens`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://dapp.example',
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type,x-tf-sdk-version,x-integrator-id',
      },
    })
    expect(preflight.status, method).toBeLessThan(300)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain(method)
    const allowed = preflight.headers.get('access-control-allow-headers')?.toLowerCase() ?? ''
    for (const header of ['content-type', 'x-tf-sdk-version', 'x-integrator-id'])
      expect(allowed).toContain(header)
  }
  const simple = await fetch(`${devnet.serviceUrl}/v1/chains`, {
    headers: { origin: 'https://dapp.example', 'x-tf-sdk-version': '1.0.0' },
  })
  expect(simple.headers.get('access-control-allow-origin')).toBe('*')
  expect(simple.headers.get('access-control-expose-headers')?.toLowerCase()).toContain(
    'x-request-id',
  )
})

test('the devnet handle names the v1 URL and the volatile token of every spoke', async () => {
  expect(devnet.v1.url).toBe(`${devnet.serviceUrl}/v1`)
  expect((await fetch(`${devnet.v1.url}/chains`)).status).toBe(200)
  expect(devnet.v1.volatileTokens.map((token) => [token.chainId, token.symbol])).toEqual(
    devnet.chains.map((chain) => [chain.chainId, 'FLUX']),
  )
  expect(devnet.v1.volatileTokens[0]).toEqual({ ...fluxOn(1), chainId: 1 })
})

test('the typed v1 client of order-api reads every catalog route of the stand-in', async () => {
  const client = createV1Client({ baseUrl: devnet.serviceUrl })
  expect(await client.getChains()).toHaveLength(21)
  const top = await client.getTopTokens({ chainIds: [137] })
  expect(top.map((token) => token.symbol)).toEqual(['POL', 'USDC', 'USDT', 'FLUX'])
  expect((await client.searchTokens({ q: 'flux' })).map((token) => token.chainId)).toEqual(
    devnet.chains.map((chain) => chain.chainId),
  )
  const held = await client.getBalances({ address: user().address, chainIds: [4663] })
  expect(held.map((token) => token.symbol)).toEqual(['ETH', 'USDG', 'FLUX'])
  const suggestion = await client.autocomplete({ keyword: '250 usdg on robinhood' })
  expect(suggestion.nextSlots).toEqual(['keyword'])
  expect(suggestion.data.map((entry) => entry.description)).toEqual(['250 USDG on Robinhood Chain'])
  const icon = await fetch(client.chainIconUrl(4663))
  expect(icon.headers.get('content-type')).toBe('image/svg+xml')
})
