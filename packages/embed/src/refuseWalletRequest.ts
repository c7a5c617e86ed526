import { isObject, type ProviderRpcError } from './protocol.js'

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
 * it was asked to switch to (4902); `personal_sign` is the history's Sign-In with Ethereum; the
 * three EIP-5792 methods send approve and deposit as one batch where the wallet can. Everything
 * else stays with the host's wallet.
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
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
]

/** Whether `value` is an object with no defined field but those named in `keys` (space-separated). */
const hasOnly = (value: unknown, keys: string) =>
  isObject(value) &&
  Object.keys(value).every((key) => value[key] === undefined || keys.split(' ').includes(key))

/**
 * Whether a `wallet_sendCalls` is a plain batch of transactions, as the widget sends one: each
 * call no more than an `eth_sendTransaction` would be, and no capabilities (a paymaster or a
 * permission grant would ask the host's wallet for more than the transactions themselves).
 */
function isPlainBatch(params: unknown): boolean {
  const [batch, ...more] = Array.isArray(params) ? params : []
  return (
    !more.length &&
    hasOnly(batch, 'version id from chainId atomicRequired calls') &&
    Array.isArray(batch.calls) &&
    batch.calls.every((call: unknown) => hasOnly(call, 'to data value'))
  )
}

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
 * Whether a `personal_sign` is a Sign-In with Ethereum (EIP-4361) message for the frame's own
 * site: its first line names the frame's host, so no other site would accept the signature (the
 * BFF checks the rest). Plain-text messages are refused.
 */
function isOwnSignIn(params: unknown, frameHost: string): boolean {
  // viem sends 0x and the hex of the message's UTF-8. The host is ASCII, so the byte-per-char
  // reading of `unescape` compares it exactly; nothing here throws, whatever `params` holds.
  const hex = String(Object(params)[0])
  return unescape(hex.slice(2).replace(/../g, '%$&')).startsWith(
    `${frameHost} wants you to sign in`,
  )
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
  /** The Ferry frame's host: `personal_sign` passes only as a sign-in to it (refused without). */
  frameHost?: string | undefined
}): ProviderRpcError | undefined {
  const { method, params, cancelDomain, frameHost } = parameters
  // personal_sign passes only as a sign-in to the frame's own site, wallet_sendCalls only as a
  // plain batch; else as if unknown.
  if (
    !relayedMethods.includes(method) ||
    (method === 'personal_sign' && !(frameHost && isOwnSignIn(params, frameHost))) ||
    (method === 'wallet_sendCalls' && !isPlainBatch(params))
  )
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
