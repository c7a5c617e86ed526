import { isAddress } from 'viem'
import type { parseSiweMessage } from 'viem/siwe'

export type SiweMessageProblemParameters = {
  fields: ReturnType<typeof parseSiweMessage>
  /**
   * The configured origins (ALLOWED_ORIGINS) a message may be for. A request's Host is not
   * one: any client writes it, so a signature made for another site ("Sign in to
   * evil.example") would be accepted when posted with that Host.
   */
  origins: readonly string[]
  chains: readonly { id: number; family: string }[]
}

/**
 * Why an EIP-4361 message's fields cannot sign in here, or undefined: it must be complete, its
 * `domain` the host of a configured origin and its `uri` on that very origin (scheme included),
 * and its chain an EVM chain of CHAINS.
 */
export function siweMessageProblem({
  fields,
  origins,
  chains,
}: SiweMessageProblemParameters): string | undefined {
  if (!fields.address || !isAddress(fields.address) || !fields.nonce || !fields.issuedAt)
    return 'The sign-in message is not a complete EIP-4361 message'
  if (Number.isNaN(fields.issuedAt.getTime())) return 'The sign-in message has a bad issue time'
  const candidates = origins.filter((origin) => new URL(origin).host === fields.domain)
  if (!fields.domain || candidates.length === 0)
    return 'The sign-in message names a domain this service does not serve'
  let uri: URL
  try {
    uri = new URL(fields.uri ?? '')
  } catch {
    return 'The sign-in message has no valid URI'
  }
  if (!candidates.includes(uri.origin)) return 'The sign-in message URI is not on its domain'
  const chain = chains.find((entry) => entry.id === fields.chainId)
  if (chain?.family !== 'evm')
    return 'The sign-in message names a chain this service does not serve'
  return undefined
}
