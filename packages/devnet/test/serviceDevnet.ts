import type { Address } from 'viem'
import { afterAll, beforeAll, expect } from 'vitest'
import { createDevControl, type DevControl } from '../src/devControl/createDevControl.js'
import { type Devnet, type StartDevnetOptions, startDevnet } from '../src/startDevnet.js'
import { type Api, apiOf, tokenOf } from './devnetHarness.js'

/** Limits high enough that a test file never meets them. */
export const roomyLimits = {
  quotePerIntegrator: 1000,
  buildPerIntegrator: 1000,
  quotePerIp: 1000,
  buildPerIp: 1000,
}

/**
 * One devnet for the tests of a file, started before them and stopped after. Read `devnet`,
 * `api` and `dev` (its dev controls) inside tests (they are set once the devnet runs); `usdc`
 * and `ethToBase` read them when called.
 */
export function useServiceDevnet(
  options: StartDevnetOptions = { stepMs: 100, limits: roomyLimits },
) {
  const context = {
    /** The address of USDC on a spoke chain. */
    usdc: (chainId: number) => tokenOf(context.devnet, chainId, 'USDC'),
    /** The quote path of USDC on Ethereum to USDC on Base for `amount`. */
    ethToBase: (amount: string) => ethToBaseOf(context.devnet)(amount),
  } as { devnet: Devnet; api: Api; dev: DevControl } & {
    usdc: (chainId: number) => Address
    ethToBase: (amount: string) => string
  }
  beforeAll(async () => {
    context.devnet = await startDevnet(options)
    context.api = apiOf(context.devnet)
    context.dev = createDevControl({ serviceUrl: context.devnet.serviceUrl })
  })
  afterAll(async () => {
    await context.devnet?.stop()
  })
  return context
}

/** `/v2/quote?…` from query fields. */
export const quotePath = (query: Record<string, string | number>) =>
  `/v2/quote?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`

/** Asks for a quote that must succeed; its body. */
export async function okQuote(api: Api, query: Record<string, string | number>) {
  const response = await api(quotePath(query))
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body
}

/** The quote path of USDC on Ethereum to USDC on Base, exact input. */
export const ethToBaseOf = (devnet: Devnet) => (amount: string) =>
  quotePath({
    fromChainId: 1,
    from: tokenOf(devnet, 1, 'USDC'),
    toChainId: 8453,
    to: tokenOf(devnet, 8453, 'USDC'),
    srcAmount: amount,
  })
