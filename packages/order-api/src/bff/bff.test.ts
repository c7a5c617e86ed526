import { expect, test } from 'vitest'
import { tronBuild } from '../../test/fixtures.js'
import * as bff from './index.js'

test('the public surface of the BFF contract', () => {
  expect(Object.keys(bff).sort()).toMatchInlineSnapshot(`
    [
      "bffBuildResponseSchema",
      "bffChainSchema",
      "bffOrderSchema",
      "buildAttemptSchema",
      "buildExtrasSchema",
      "buildOutcomePendingBodySchema",
      "buildOutcomeUnknownBodySchema",
      "cancelDomainSchema",
      "orderStreamErrorSchema",
      "orderStreamEvents",
      "planRefusalFields",
      "planRefusalReportSchema",
      "publicOrderEndpointSchema",
      "rpcProxyPath",
      "servedChainSchema",
      "widgetConfigSchema",
    ]
  `)
})

test('a build attempt is one of four outcomes, and a created one carries a usable build', () => {
  expect(bff.buildAttemptSchema.safeParse({ status: 'pending' }).success).toBe(true)
  expect(bff.buildAttemptSchema.safeParse({ status: 'maybe' }).success).toBe(false)
  const created = { status: 'created', build: { ...tronBuild, builtAt: 1, deadline: 2 } }
  expect(bff.buildAttemptSchema.safeParse(created).success).toBe(true)
  const withoutExtras = { status: 'created', build: tronBuild }
  expect(bff.buildAttemptSchema.safeParse(withoutExtras).success).toBe(false)
})

test('the widget config refuses a malformed cancel domain', () => {
  const config = {
    mode: 'live',
    chains: [],
    cancelDomain: { name: 'X', version: '1', chainId: 1, verifyingContract: '0x12' },
    pollIntervalMs: 1000,
  }
  expect(bff.widgetConfigSchema.safeParse(config).success).toBe(false)
})

test("the widget config's devnet accounts need an EVM address and a 32-byte key", () => {
  const withAccount = (account: Record<string, string>) =>
    bff.widgetConfigSchema.safeParse({
      mode: 'devnet',
      chains: [],
      cancelDomain: {
        name: 'X',
        version: '1',
        chainId: 1,
        verifyingContract: `0x${'1'.repeat(40)}`,
      },
      pollIntervalMs: 1000,
      devnet: { accounts: [{ label: 'Alice', ...account }] },
    }).success
  const privateKey = `0x${'ab'.repeat(32)}`
  expect(withAccount({ address: `0x${'12'.repeat(20)}`, privateKey })).toBe(true)
  expect(withAccount({ address: `0x${'12'.repeat(19)}`, privateKey })).toBe(false)
  expect(withAccount({ address: `12${'12'.repeat(20)}`, privateKey })).toBe(false)
  // A mixed-case address must be its exact EIP-55 checksum.
  expect(withAccount({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', privateKey })).toBe(
    true,
  )
  expect(withAccount({ address: '0x70997970c51812dc3A010C7d01b50e0d17dc79C8', privateKey })).toBe(
    false,
  )
  expect(withAccount({ address: `0x${'12'.repeat(20)}`, privateKey: '0x12' })).toBe(false)
})

/** The least a live widget config holds; each test below adds one optional field. */
const liveWidgetConfig = {
  mode: 'live',
  chains: [],
  cancelDomain: {
    name: 'X',
    version: '1',
    chainId: 1,
    verifyingContract: `0x${'12'.repeat(20)}`,
  },
  pollIntervalMs: 12_000,
}

test("the widget config's public order endpoint is an http(s) URL with a positive interval, or absent", () => {
  const config = liveWidgetConfig
  const parse = (publicOrder?: unknown) =>
    bff.widgetConfigSchema.safeParse(
      publicOrder === undefined ? config : { ...config, publicOrder },
    ).success
  expect(parse()).toBe(true)
  expect(parse({ baseUrl: 'https://orders.example', pollIntervalMs: 12_000 })).toBe(true)
  expect(parse({ baseUrl: 'javascript:alert(1)', pollIntervalMs: 12_000 })).toBe(false)
  expect(parse({ baseUrl: 'https://orders.example', pollIntervalMs: 0 })).toBe(false)
  expect(parse({ baseUrl: 'https://orders.example' })).toBe(false)
})

test("the widget config's WalletConnect project id is 32 lowercase hex characters, or absent", () => {
  const config = liveWidgetConfig
  const parse = (wallets?: unknown) =>
    bff.widgetConfigSchema.safeParse(wallets === undefined ? config : { ...config, wallets })
      .success
  expect(parse()).toBe(true)
  expect(parse({})).toBe(true)
  expect(parse({ walletConnectProjectId: 'ab'.repeat(16) })).toBe(true)
  expect(parse({ walletConnectProjectId: 'ab'.repeat(15) })).toBe(false)
  expect(parse({ walletConnectProjectId: '"><script>' })).toBe(false)
})
