import * as z from 'zod/mini'
import { chainIdSchema, evmAddressSchema } from '../schemas/primitives.js'

/** One chain the BFF serves, with what a browser needs to reach it. */
export const bffChainSchema = z.object({
  id: chainIdSchema,
  name: z.string().check(z.minLength(1)),
  family: z.enum(['evm', 'tron', 'bitcoin']),
  /**
   * EVM: JSON-RPC; TRON: a TronGrid HTTP API (account activation); Bitcoin: an Esplora REST API
   * (balances, transaction status).
   */
  rpcUrl: z.nullable(z.url()),
  explorerUrl: z.nullable(z.url()),
  nativeCurrency: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.int().check(z.minimum(0)),
  }),
})
export type BffChain = z.infer<typeof bffChainSchema>

/**
 * The path of the BFF's JSON-RPC proxy of a chain whose RPC the operator keeps private (an
 * RPC URL with a key in it): the BFF serves `rpcUrl` as this path, to be read from the BFF's
 * own URL, and forwards read calls to the private RPC.
 *
 * @example
 * ```ts
 * const rpcUrl = new URL(rpcProxyPath(137), 'https://swap.example.com').href
 * // 'https://swap.example.com/api/rpc/137'
 * ```
 */
export const rpcProxyPath = (chainId: number): string => `/api/rpc/${chainId}`

/**
 * A chain as `/api/config` serves it: as `bffChainSchema`, but `rpcUrl` may also be the path of
 * the BFF's RPC proxy (`rpcProxyPath`), relative to the BFF.
 */
export const servedChainSchema = z.extend(bffChainSchema, {
  rpcUrl: z.nullable(z.union([z.url(), z.string().check(z.regex(/^\/api\/rpc\/[1-9][0-9]*$/))])),
})

/** `0x` and `digits` hex digits, typed `0x${string}`; its JSON Schema keeps the exact pattern. */
const hexOfLength = (digits: number) =>
  z.templateLiteral(['0x', z.string().check(z.regex(new RegExp(`^[0-9a-fA-F]{${digits}}$`)))])

/** The EIP-712 domain the cancel signature is made for (spec: Cancel). */
export const cancelDomainSchema = z.object({
  name: z.string(),
  version: z.string(),
  chainId: chainIdSchema,
  // Typed as a hex string, so the domain signs as parsed (viem wants `0x${string}`).
  verifyingContract: hexOfLength(40),
})
export type CancelDomain = z.infer<typeof cancelDomainSchema>

const devnetAccountSchema = z.object({
  label: z.string(),
  // The same rule as evmAddressSchema, typed as a hex string for the page's viem wallet.
  address: hexOfLength(40).check(
    z.refine((value) => evmAddressSchema.safeParse(value).success, 'must be an EVM address'),
  ),
  privateKey: hexOfLength(64),
})

/**
 * The service's public single-order read (`GET {baseUrl}/v2/orders/{orderId}`, no key, open
 * CORS in the spec), which the widget polls directly while the BFF cannot be reached, at
 * `pollIntervalMs` (the spec's 10–15 s against the real service).
 */
export const publicOrderEndpointSchema = z.object({
  baseUrl: z.url({ protocol: /^https?$/ }),
  pollIntervalMs: z.int().check(z.positive()),
})
export type PublicOrderEndpoint = z.infer<typeof publicOrderEndpointSchema>

/**
 * Wallet settings of the operator: a WalletConnect Cloud project id (32 hex characters) turns on
 * the WalletConnect entry of the widget's wallet menu; absent, the entry is not offered.
 * `safeOrigins`: the Safe{Wallet} origins that may load the hosted page as a Safe App, the only
 * senders the widget's Safe connector listens to.
 */
export const walletSettingsSchema = z.object({
  walletConnectProjectId: z.optional(z.string().check(z.regex(/^[0-9a-f]{32}$/))),
  safeOrigins: z.optional(z.array(z.string())),
})
export type WalletSettings = z.infer<typeof walletSettingsSchema>

/**
 * `GET /api/config`: what the widget needs to start, also inlined into the BFF's pages.
 * `devnet` is present only when the BFF fronts the devnet (test accounts for the page's wallet).
 */
export const widgetConfigSchema = z.object({
  mode: z.enum(['live', 'devnet']),
  chains: z.array(servedChainSchema),
  /**
   * Absent when the operator has not set one (CANCEL_DOMAIN): the service does not publish its
   * cancel verifier, and a signature for a guessed domain would be refused, so the widget then
   * offers no cancel (an unfilled order settles at its deadline, spec: cancel rule 2).
   */
  cancelDomain: z.optional(cancelDomainSchema),
  pollIntervalMs: z.int().check(z.positive()),
  /** Absent when the BFF does not publish it (PUBLIC_ORDER_URL=off). */
  publicOrder: z.optional(publicOrderEndpointSchema),
  devnet: z.optional(z.object({ accounts: z.array(devnetAccountSchema) })),
  /** Wallets the operator turned on for the widget's own wallet menu. */
  wallets: z.optional(walletSettingsSchema),
})
export type WidgetConfig = z.infer<typeof widgetConfigSchema>
