import { chainFamily, isValidAddressForChain } from '@ferry/order-api'
import type { Hex } from 'viem'

/** What a recipient check found, and how hard it stops the swap. */
export type RecipientFinding = {
  /** `refuse`: no swap to it; `confirm`: the user must say they control it; `note`: said only. */
  level: 'refuse' | 'confirm' | 'note'
  reason:
    | 'token_contract'
    | 'tron_inactive'
    | 'tron_note'
    | 'not_deployed'
    | 'other_code'
    | 'contract_depositor'
  /** The field it is about. */
  field: 'payout' | 'refund'
  /** The chain the address is on. */
  chainId: number
}

/** The chain reads the checks need; each may fail (no RPC for the chain): that check is skipped. */
export type RecipientReads = {
  /** `eth_getCode` at `latest`; `'0x'` for none. */
  code: (parameters: { chainId: number; address: Hex }) => Promise<Hex>
  /** Whether `address` answers ERC-20's `decimals()` and `symbol()` on the chain. */
  isToken: (parameters: { chainId: number; address: Hex }) => Promise<boolean>
  /** TRON: whether the account is activated (TronGrid `getaccount`); undefined: no TronGrid. */
  tronActivated?: ((address: string) => Promise<boolean>) | undefined
}

export type CheckRecipientsParameters = {
  srcChainId: number
  dstChainId: number
  /** The connected EVM account, the deposit's sender. */
  depositor: string | undefined
  /** The depositor's code on the source chain (`'0x'`: an ordinary account; EIP-7702 counts). */
  depositorCode: Hex | undefined
  /** The payout and refund the user typed, trimmed; `''`: left to the default (the depositor). */
  payout: string
  refund: string
  /** The tokens the service lists: an address among them is a token contract without a read. */
  tokens: readonly { chainId: number; token: string }[]
  reads: RecipientReads
}

const same = (a: string, b: string | undefined) =>
  b !== undefined && a.toLowerCase() === b.toLowerCase()

/**
 * The recipient preflight (DESIGN: The trade model), before the build: a payout or refund that
 * is a token contract is refused (what is sent there is lost); an unactivated TRON account is
 * refused (spec v2: Build rule 9, the service would refuse it), and the rule said while it cannot
 * be checked (no address yet, no TronGrid); a contract-wallet depositor is
 * told that its address may not exist on the destination (spec v2: Build request, contract
 * wallets), and asked to confirm a payout to its own address where the destination holds no
 * contract there, or another contract. The address's family is `recipientError`'s (it runs
 * first); no destination Ferry serves takes a memo on a payout, so none is asked for.
 */
export async function checkRecipients(
  parameters: CheckRecipientsParameters,
): Promise<RecipientFinding[]> {
  const { srcChainId, dstChainId, depositor, depositorCode, reads } = parameters
  const depositorIsContract = depositorCode !== undefined && depositorCode !== '0x'
  const sides = [
    { field: 'payout', chainId: dstChainId, address: parameters.payout },
    { field: 'refund', chainId: srcChainId, address: parameters.refund },
  ] as const
  const checked = await Promise.all(
    sides.map(async ({ field, chainId, address }): Promise<RecipientFinding | undefined> => {
      const found = (level: RecipientFinding['level'], reason: RecipientFinding['reason']) => ({
        level,
        reason,
        field,
        chainId,
      })
      const tron = chainFamily(chainId) === 'tron'
      if (address === '') {
        // Spec v2 Build rule 9: said before a TRON address is typed.
        if (tron) return found('note', 'tron_note')
        // Spec v2: a contract-wallet depositor names its payout; say why before it is typed.
        return field === 'payout' && depositorIsContract && srcChainId !== dstChainId
          ? found('note', 'contract_depositor')
          : undefined
      }
      if (!isValidAddressForChain({ chainId, address })) return undefined
      const listed = parameters.tokens.some(
        (token) => token.chainId === chainId && same(token.token, address),
      )
      if (listed) return found('refuse', 'token_contract')
      if (tron) {
        const activated = await attempt(() => reads.tronActivated?.(address))
        if (activated === undefined) return found('note', 'tron_note')
        return activated ? undefined : found('refuse', 'tron_inactive')
      }
      if (chainFamily(chainId) !== 'evm') return undefined
      const hex = address as Hex
      const code = await attempt(() => reads.code({ chainId, address: hex }))
      // The depositor's own address elsewhere: the same contract, or nobody's yet.
      if (field === 'payout' && depositorIsContract && same(address, depositor)) {
        if (chainId === srcChainId || code === undefined) return undefined
        if (code === '0x') return found('confirm', 'not_deployed')
        return code.toLowerCase() === depositorCode?.toLowerCase()
          ? undefined
          : found('confirm', 'other_code')
      }
      if (code === undefined || code === '0x') return undefined
      const token = await attempt(() => reads.isToken({ chainId, address: hex }))
      return token ? found('refuse', 'token_contract') : undefined
    }),
  )
  return checked.filter((finding) => finding !== undefined)
}

/** A read's answer, or undefined when it failed: a check without its read says nothing. */
async function attempt<value>(read: () => Promise<value> | undefined) {
  try {
    return await read()
  } catch {
    return undefined
  }
}
