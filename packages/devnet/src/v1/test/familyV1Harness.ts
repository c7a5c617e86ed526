import type { Address } from 'viem'
import { tokenOf, userOn } from '../../../test/devnetHarness.js'
import type { Devnet } from '../../startDevnet.js'

/** What a chain family's v1 test helpers take: the devnet and the v1 steps over HTTP. */
export type FamilyV1Parameters = {
  devnet: () => Devnet
  // biome-ignore lint/suspicious/noExplicitAny: v1 bodies as the wire gives them, read field by field
  quote: (body: Record<string, unknown>, query?: string) => Promise<any>
  // biome-ignore lint/suspicious/noExplicitAny: as above
  build: (body: Record<string, unknown>) => Promise<any>
  // biome-ignore lint/suspicious/noExplicitAny: as above
  submit: (body: Record<string, unknown>) => Promise<{ status: number; body: any }>
}

/** USDC held on an anvil chain by `owner`. */
export const evmUsdcBalanceOf = (devnet: () => Devnet) => (chainId: number, owner: Address) =>
  userOn(devnet(), chainId, `0x${'1'.repeat(64)}`).balanceOf(
    tokenOf(devnet(), chainId, 'USDC'),
    owner,
  )
