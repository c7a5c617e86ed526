import { expect, test } from 'vitest'
import { cancelDomain, cancelTypedData, refusedMethods } from '../test/walletRequests.js'
import { refuseWalletRequest, relayedMethods } from './refuseWalletRequest.js'

test('every method the widget does not use is refused with 4200, naming it', () => {
  for (const method of refusedMethods)
    expect(refuseWalletRequest({ method, params: [] }), method).toEqual({
      code: 4200,
      message: `The Ferry wallet relay does not support ${method}`,
    })
})

test('the methods the widget uses pass, and only they', () => {
  const used =
    'eth_accounts eth_requestAccounts eth_chainId wallet_switchEthereumChain wallet_addEthereumChain eth_sendTransaction wallet_getCapabilities wallet_getCallsStatus'
  for (const method of used.split(' '))
    expect(refuseWalletRequest({ method, params: [{}], cancelDomain }), method).toBeUndefined()
  expect([...relayedMethods].sort()).toEqual(
    [...used.split(' '), 'eth_signTypedData_v4', 'personal_sign', 'wallet_sendCalls'].sort(),
  )
})

test('typed data passes only as a cancel for the configured domain', () => {
  const method = 'eth_signTypedData_v4'
  expect(refuseWalletRequest({ method, params: cancelTypedData(), cancelDomain })).toBeUndefined()
  // The same cancel written by another client: chain id as hex text, address in lower case.
  const relaxed = {
    ...cancelDomain,
    chainId: '0x2105',
    verifyingContract: cancelDomain.verifyingContract.toLowerCase(),
  }
  expect(
    refuseWalletRequest({ method, params: cancelTypedData({ domain: relaxed }), cancelDomain }),
  ).toBeUndefined()
  const refused = (params: unknown) =>
    refuseWalletRequest({ method, params, cancelDomain })?.message
  const domainCase = (domain: object) => refused(cancelTypedData({ domain }))
  expect(domainCase({ ...cancelDomain, name: 'Permit2' })).toMatch(/not another domain$/)
  expect(domainCase({ ...cancelDomain, version: '1' })).toMatch(/not another domain$/)
  expect(domainCase({ ...cancelDomain, chainId: 1 })).toMatch(/not another domain$/)
  expect(domainCase({ ...cancelDomain, chainId: [8453] })).toMatch(/not another domain$/)
  expect(domainCase({ ...cancelDomain, verifyingContract: `0x${'ee'.repeat(20)}` })).toMatch(
    /not another domain$/,
  )
  expect(domainCase({ ...cancelDomain, salt: `0x${'00'.repeat(32)}` })).toMatch(
    /not another domain$/,
  )
  const { verifyingContract: _, ...withoutContract } = cancelDomain
  expect(domainCase(withoutContract)).toMatch(/not another domain$/)
  expect(refused(cancelTypedData({ primaryType: 'Permit' }))).toBe(
    'The Ferry wallet relay signs eth_signTypedData_v4 only for the order cancel of OrderDelegate, not another primaryType',
  )
  // A domain type without verifyingContract would make the signature good for any contract.
  const looseTypes = {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    OrderDelegateV2Cancel: [
      { name: 'nonce', type: 'uint256' },
      { name: 'rootIntentId', type: 'bytes32' },
    ],
  }
  expect(refused(cancelTypedData({ types: looseTypes }))).toMatch(/not other types$/)
  const extraType = { ...JSON.parse(cancelTypedData()[1]!).types, Permit: [] }
  expect(refused(cancelTypedData({ types: extraType }))).toMatch(/not other types$/)
  const withoutDomainType = { OrderDelegateV2Cancel: looseTypes.OrderDelegateV2Cancel }
  expect(refused(cancelTypedData({ types: withoutDomainType }))).toMatch(/not other types$/)
  expect(refused(['0x1', '{not json'])).toMatch(/not typed data that is not JSON$/)
  expect(refused(['0x1'])).toMatch(/not no typed data$/)
  expect(refused('0x1')).toMatch(/not no typed data$/)
  // Typed data given as an object rather than JSON text is checked the same way.
  const asObject = JSON.parse(cancelTypedData()[1]!)
  expect(refused(['0x1', asObject])).toBeUndefined()
  expect(refused(['0x1', { ...asObject, primaryType: 'Order' }])).toMatch(/another primaryType$/)
})

test("personal_sign passes only as a Sign-In with Ethereum message for the frame's own site", () => {
  const frameHost = 'ferry.example'
  const signIn = (host: string, uri: string) =>
    `${host} wants you to sign in with your Ethereum account:\n0x70997970C51812dc3A010C7d01b50e0d17dc79C8\n\nSign in to Ferry to list your orders.\n\nURI: ${uri}\nVersion: 1\nChain ID: 1\nNonce: abcdef123456\nIssued At: 2026-11-23T05:00:00.000Z`
  const hex = (text: string) =>
    `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
  const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const passes = (params: unknown, host: string | null = frameHost) =>
    refuseWalletRequest({
      method: 'personal_sign',
      params,
      ...(host ? { frameHost: host } : {}),
    }) === undefined
  const ours = signIn('ferry.example', 'https://ferry.example/embed')
  expect(passes([hex(ours), account])).toBe(true)
  expect(passes([ours, account])).toBe(false)
  expect(passes([hex(signIn('evil.example', 'https://evil.example')), account])).toBe(false)
  expect(
    passes([hex(signIn('ferry.example.evil.example', 'https://ferry.example')), account]),
  ).toBe(false)
  expect(passes([hex(`x${ours}`), account])).toBe(false)
  expect(passes([hex('Permit 1000000 USDC to 0xdead'), account])).toBe(false)
  expect(passes(['0xff', account])).toBe(false)
  expect(passes(['0xzz', account])).toBe(false)
  expect(passes('0x00')).toBe(false)
  expect(passes([])).toBe(false)
  expect(passes(undefined)).toBe(false)
  expect(passes(null)).toBe(false)
  // Without the frame's origin, nothing can be checked: refused.
  expect(passes([hex(ours), account], null)).toBe(false)
  expect(refuseWalletRequest({ method: 'personal_sign', params: ['0x00', account] })).toEqual({
    code: 4200,
    message: 'The Ferry wallet relay does not support personal_sign',
  })
})

test('wallet_sendCalls passes only as a plain batch of calls, as viem sends the widget’s', () => {
  const method = 'wallet_sendCalls'
  const approve = { to: `0x${'11'.repeat(20)}`, data: '0x095ea7b3', value: undefined }
  const deposit = { to: `0x${'22'.repeat(20)}`, data: '0xabcdef', value: '0x1' }
  const batch = {
    atomicRequired: true,
    calls: [approve, deposit],
    capabilities: undefined,
    chainId: '0x1',
    from: `0x${'33'.repeat(20)}`,
    id: undefined,
    version: '2.0.0',
  }
  const refused = (params: unknown) => refuseWalletRequest({ method, params })
  expect(refused([batch])).toBeUndefined()
  const refusal = {
    code: 4200,
    message: 'The Ferry wallet relay does not support wallet_sendCalls',
  }
  // A paymaster or a permission grant asks the host's wallet for more than the calls.
  expect(
    refused([{ ...batch, capabilities: { paymasterService: { url: 'https://pay.example' } } }]),
  ).toEqual(refusal)
  expect(refused([{ ...batch, capabilities: { permissions: {} } }])).toEqual(refusal)
  expect(refused([{ ...batch, calls: [{ ...deposit, gas: '0x1' }] }])).toEqual(refusal)
  expect(
    refused([{ ...batch, calls: [{ ...deposit, capabilities: { paymasterService: {} } }] }]),
  ).toEqual(refusal)
  expect(refused([{ ...batch, calls: 'all' }])).toEqual(refusal)
  expect(refused([{ ...batch, calls: [null] }])).toEqual(refusal)
  expect(refused([{ ...batch, sessionKey: '0x1' }])).toEqual(refusal)
  expect(refused([batch, batch])).toEqual(refusal)
  expect(refused(batch)).toEqual(refusal)
  expect(refused(undefined)).toEqual(refusal)
})
