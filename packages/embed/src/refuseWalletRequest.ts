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
 * it was asked to switch to (4902); `personal_sign` is the history's Sign-In with Ethereum.
 * Everything else stays with the host's wallet.
 */
export const relayedMethods: readonly string[] = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'personal_sign',
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

/** `personal_sign` params as text: the message is hex-encoded UTF-8, or (some clients) plain. */
function messageText(params: unknown): string | undefined {
  const raw = Array.isArray(params) ? params[0] : undefined
  if (typeof raw !== 'string') return undefined
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(raw)) return raw
  const bytes = new Uint8Array((raw.length - 2) / 2)
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Number.parseInt(raw.slice(2 + index * 2, 4 + index * 2), 16)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

/**
 * Why a `personal_sign` is not a Sign-In with Ethereum (EIP-4361) message for the frame's own
 * site, or undefined when it is one: its first line names the frame's host and its URI is on
 * the frame's origin. Anything else (a permit in disguise, another site's login) is refused.
 */
function signInMismatch(params: unknown, frameOrigin: string): string | undefined {
  const text = messageText(params)
  if (text === undefined) return 'a message that is not text'
  const { host, origin } = new URL(frameOrigin)
  const lines = text.split('\n')
  if (lines[0] !== `${host} wants you to sign in with your Ethereum account:`)
    return 'another message'
  const uri = lines.find((line) => line.startsWith('URI: '))?.slice(5)
  try {
    if (!uri || new URL(uri).origin !== origin) return 'a sign-in to another site'
  } catch {
    return 'a sign-in to another site'
  }
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
  /** The Ferry frame's origin: `personal_sign` passes only as a sign-in to it (refused without). */
  frameOrigin?: string | undefined
}): ProviderRpcError | undefined {
  const { method, params, cancelDomain, frameOrigin } = parameters
  if (!relayedMethods.includes(method))
    return { code: 4200, message: `The Ferry wallet relay does not support ${method}` }
  if (method === 'personal_sign') {
    const mismatch = frameOrigin ? signInMismatch(params, frameOrigin) : 'a message it cannot check'
    return mismatch
      ? {
          code: 4200,
          message: `The Ferry wallet relay signs personal_sign only for a sign-in to the Ferry frame's site, not ${mismatch}`,
        }
      : undefined
  }
  const mismatch =
    method === 'eth_signTypedData_v4' && cancelDomain && cancelMismatch(params, cancelDomain)
  if (mismatch)
    return {
      code: 4200,
      message: `The Ferry wallet relay signs ${method} only for the order cancel of ${cancelDomain.name}, not ${mismatch}`,
    }
  return undefined
}
