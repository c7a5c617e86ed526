import { refuseWalletRequest, relayedMethods } from '@ferry/embed/frame'
import { type CancelDomain, cancelTypedData } from '@ferry/order-api'
import { createWalletClient, custom } from 'viem'
import { expect, test } from 'vitest'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const cancelDomain: CancelDomain = {
  name: 'OrderDelegate',
  version: '2',
  chainId: 8453,
  verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
}

/** The request viem really sends to an EIP-1193 wallet when the widget signs a cancel. */
async function cancelRequestOf(domain: CancelDomain) {
  const requests: { method: string; params?: unknown }[] = []
  const wallet = createWalletClient({
    account,
    transport: custom({
      request: async (request: { method: string; params?: unknown }) => {
        requests.push(request)
        return `0x${'11'.repeat(65)}`
      },
    }),
  })
  await wallet.signTypedData(
    cancelTypedData({ domain, nonce: 12345678901234567890n, rootIntentId: `0x${'ab'.repeat(32)}` }),
  )
  return requests.find((request) => request.method === 'eth_signTypedData_v4')!
}

test("the widget's cancel, as viem sends it, passes the relay for the configured domain only", async () => {
  const request = await cancelRequestOf(cancelDomain)
  expect(relayedMethods).toContain(request.method)
  expect(refuseWalletRequest({ ...request, cancelDomain })).toBeUndefined()
  // The same cancel for another verifier or chain is not signed.
  for (const other of [
    { ...cancelDomain, verifyingContract: '0x0000000000000000000000000000000000000001' },
    { ...cancelDomain, chainId: 1 },
  ] satisfies CancelDomain[]) {
    const forged = await cancelRequestOf(other)
    expect(refuseWalletRequest({ ...forged, cancelDomain })?.code).toBe(4200)
  }
})
