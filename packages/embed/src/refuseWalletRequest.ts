import type { ProviderRpcError } from './protocol.js'

/** The EIP-712 domain of the cancel verifier: `cancelDomain` of the BFF's `/api/config`. */
export type CancelDomain = {
  name: string
  version: string
  chainId: number
  verifyingContract: string
}

/**
 * The wallet methods the widget uses through wagmi's injected connector and viem's wallet
 * actions. `wallet_addEthereumChain` is wagmi's answer to a wallet that does not know the chain
 * it was asked to switch to (4902). Everything else stays with the host's wallet.
 */
export const relayedMethods: readonly string[] = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
]

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Field lists as `name:type,…`, to compare a type declaration with the one expected. */
const fieldsOf = (fields: unknown) =>
  Array.isArray(fields)
    ? fields.map((field) => (isObject(field) ? `${field.name}:${field.type}` : '?')).join()
    : '?'

const expectedTypes: Record<string, string> = {
  EIP712Domain: 'name:string,version:string,chainId:uint256,verifyingContract:address',
  OrderDelegateV2Cancel: 'nonce:uint256,rootIntentId:bytes32',
}

/** Why typed data is not a cancel for `domain`, or undefined when it is one. */
function cancelMismatch(params: unknown, domain: CancelDomain): string | undefined {
  let data = Array.isArray(params) ? params[1] : undefined
  try {
    if (typeof data === 'string') data = JSON.parse(data)
  } catch {
    return 'typed data that is not JSON'
  }
  if (!isObject(data)) return 'no typed data'
  const { types, domain: given } = data
  if (!isObject(types) || !isObject(given)) return 'no typed data'
  if (data.primaryType !== 'OrderDelegateV2Cancel') return 'another primaryType'
  const names = Object.keys(types)
  // Both types must be exactly the cancel's: a domain type without `verifyingContract` would
  // make a signature good for any contract of that name.
  if (names.length !== 2 || names.some((name) => fieldsOf(types[name]) !== expectedTypes[name]))
    return 'other types'
  const chainId = given.chainId
  if (
    Object.keys(given).length !== 4 ||
    given.name !== domain.name ||
    given.version !== domain.version ||
    !['number', 'string'].includes(typeof chainId) ||
    Number(chainId) !== domain.chainId ||
    typeof given.verifyingContract !== 'string' ||
    given.verifyingContract.toLowerCase() !== domain.verifyingContract.toLowerCase()
  )
    return 'another domain'
  return undefined
}

/**
 * Decides whether the wallet relay may forward a request: the error to answer with (EIP-1193
 * 4200, naming the method), or undefined to forward it. Typed data is signed only for the
 * cancel of `cancelDomain`; without a domain, only the method is checked.
 */
export function refuseWalletRequest(parameters: {
  method: string
  params?: unknown
  cancelDomain?: CancelDomain | undefined
}): ProviderRpcError | undefined {
  const { method, params, cancelDomain } = parameters
  if (!relayedMethods.includes(method))
    return { code: 4200, message: `The Ferry wallet relay does not support ${method}` }
  const mismatch =
    method === 'eth_signTypedData_v4' && cancelDomain && cancelMismatch(params, cancelDomain)
  if (mismatch)
    return {
      code: 4200,
      message: `The Ferry wallet relay signs ${method} only for the order cancel of ${cancelDomain.name}, not ${mismatch}`,
    }
  return undefined
}
