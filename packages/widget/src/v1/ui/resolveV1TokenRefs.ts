import { type FormToken, tokenEntryOfV1 } from '../../catalog/formToken.js'
import { v1Client } from '../../query/v1Client.js'

const sameAddress = (a: string, b: string) =>
  a === b || (/^0x/i.test(a) && a.toLowerCase() === b.toLowerCase())

/**
 * The form tokens that `<chainId>:<address>` presets name in the v1 catalog (a token `/v2/params`
 * does not list). A ref the catalog does not know, or a failed look-up, is left out.
 */
export async function resolveV1TokenRefs(parameters: {
  bffUrl: string
  refs: readonly string[]
}): Promise<FormToken[]> {
  const client = v1Client(parameters.bffUrl)
  const found = await Promise.all(
    parameters.refs.map(async (ref) => {
      const [chain = '', address = ''] = ref.split(':')
      const chainId = Number(chain)
      const tokens = await client.searchTokens({ q: address, chainIds: [chainId] }).catch(() => [])
      const token = tokens.find(
        (entry) => entry.chainId === chainId && sameAddress(entry.address, address),
      )
      return token ? [tokenEntryOfV1(token)] : []
    }),
  )
  return found.flat()
}
