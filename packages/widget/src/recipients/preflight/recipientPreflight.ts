// The recipient preflight as one lazy entry: its chain reads and its words load when a recipient
// is first checked, never with the form (DESIGN: Performance budgets).

import { encodeFunctionData, erc20Abi, type Hex } from 'viem'
import type { Config } from 'wagmi'
import { resolveLocale } from '../../i18n/locales.js'
import {
  type CheckRecipientsParameters,
  checkRecipients,
  type RecipientFinding,
} from './checkRecipients.js'
import { recipientWordsLoaders } from './recipientWordsLoaders.js'

export type RecipientPreflightParameters = Omit<CheckRecipientsParameters, 'reads'> & {
  wagmiConfig: Config
  /** The TRON chain's TronGrid HTTP API (the BFF config's `rpcUrl`), when there is one. */
  tronGridUrl: string | undefined
  locale: string
  /** A chain's name as the form shows it. */
  chainName: (chainId: number) => string
}

/** A finding with its sentence in the user's language (and, to confirm, the box's label). */
export type WordedFinding = RecipientFinding & { message: string; confirm?: string }

/**
 * `checkRecipients` over the configured RPCs (the widget's wagmi clients for EVM chains, the
 * TronGrid API for TRON), its findings worded in `locale`.
 */
export async function recipientPreflight(
  parameters: RecipientPreflightParameters,
): Promise<WordedFinding[]> {
  const { wagmiConfig, tronGridUrl, chainName } = parameters
  const request = (chainId: number, method: 'eth_getCode' | 'eth_call', params: unknown[]) =>
    wagmiConfig.getClient({ chainId }).request({ method, params } as never) as Promise<Hex>
  const answers = async (chainId: number, address: Hex, functionName: 'decimals' | 'symbol') => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName })
    const result = await request(chainId, 'eth_call', [{ to: address, data }, 'latest'])
    return result.length > 2
  }
  const [findings, words] = await Promise.all([
    checkRecipients({
      ...parameters,
      reads: {
        code: ({ chainId, address }) => request(chainId, 'eth_getCode', [address, 'latest']),
        isToken: async ({ chainId, address }) =>
          (await answers(chainId, address, 'decimals')) &&
          (await answers(chainId, address, 'symbol')),
        tronActivated:
          tronGridUrl === undefined
            ? undefined
            : async (address) => {
                const response = await fetch(
                  `${tronGridUrl.replace(/\/+$/, '')}/wallet/getaccount`,
                  {
                    method: 'POST',
                    headers: { 'content-type': 'application/json' },
                    body: JSON.stringify({ address, visible: true }),
                  },
                )
                if (!response.ok) throw new Error(`TronGrid answered ${response.status}`)
                // An account that never received TRX or a token does not exist: `{}`.
                const account = (await response.json()) as { address?: string }
                return account.address !== undefined
              },
      },
    }),
    (recipientWordsLoaders[resolveLocale(parameters.locale)] ?? recipientWordsLoaders.en!)(),
  ])
  return findings.map((finding) => {
    const chain = chainName(finding.chainId)
    return {
      ...finding,
      message: words[finding.reason](chain),
      ...(finding.level === 'confirm' ? { confirm: words.confirm(chain) } : {}),
    }
  })
}
