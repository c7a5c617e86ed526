/** Wallet requests for the relay's tests: the cancel's typed data, and methods to refuse. */

export const cancelDomain = {
  name: 'OrderDelegate',
  version: '2',
  chainId: 8453,
  verifyingContract: '0x00000000000000000000000000000000000000cA',
}

/** Typed data as viem's signTypedData sends it: `[address, JSON text]`. */
export function cancelTypedData(
  change: { domain?: object; primaryType?: string; types?: object } = {},
) {
  const typedData = {
    domain: change.domain ?? cancelDomain,
    types: change.types ?? {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      OrderDelegateV2Cancel: [
        { name: 'nonce', type: 'uint256' },
        { name: 'rootIntentId', type: 'bytes32' },
      ],
    },
    primaryType: change.primaryType ?? 'OrderDelegateV2Cancel',
    message: { nonce: '7', rootIntentId: `0x${'ab'.repeat(32)}` },
  }
  return ['0x1111111111111111111111111111111111111111', JSON.stringify(typedData)]
}

/** Wallet methods a page could abuse through a relay that forwards everything. */
export const refusedMethods = [
  'eth_sign',
  'eth_signTransaction',
  'eth_sendRawTransaction',
  'eth_decrypt',
  'eth_getEncryptionPublicKey',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'wallet_requestPermissions',
  'wallet_revokePermissions',
  'wallet_getPermissions',
  'wallet_invokeSnap',
  'wallet_requestSnaps',
  'wallet_watchAsset',
  // Refused as these tests send it (no plain batch of calls); a plain batch passes.
  'wallet_sendCalls',
  'wallet_sendTransaction',
  'wallet_grantPermissions',
  'eth_coinbase',
  'eth_call',
  '__proto__',
  'constructor',
]
