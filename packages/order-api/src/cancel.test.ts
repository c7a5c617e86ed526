import { recoverTypedDataAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import {
  cancelRequestBody,
  cancelRequestSchema,
  cancelTypedData,
  randomCancelNonce,
} from './index.js'

// Anvil's first test account: public knowledge, used only to sign in tests.
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const domain = {
  name: 'OrderDelegate',
  version: '2',
  chainId: 1337,
  verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
} as const

test('the cancel typed data signs and recovers to the depositor', async () => {
  const nonce = randomCancelNonce()
  const typedData = cancelTypedData({ domain, nonce, rootIntentId: `0x${'cc'.repeat(32)}` })
  expect(typedData.types).toMatchInlineSnapshot(`
    {
      "OrderDelegateV2Cancel": [
        {
          "name": "nonce",
          "type": "uint256",
        },
        {
          "name": "rootIntentId",
          "type": "bytes32",
        },
      ],
    }
  `)
  const signature = await account.signTypedData(typedData)
  expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(account.address)
  const body = cancelRequestBody({ nonce, rootIntentId: typedData.message.rootIntentId, signature })
  expect(cancelRequestSchema.parse(body)).toEqual(body)
  expect(body.payload.nonce).toBe(nonce.toString())
})

test('every cancel nonce is fresh and spans uint256', () => {
  const nonces = new Set(Array.from({ length: 100 }, () => randomCancelNonce()))
  expect(nonces.size).toBe(100)
  for (const nonce of nonces) expect(nonce < 2n ** 256n && nonce >= 0n).toBe(true)
  expect([...nonces].some((nonce) => nonce > 2n ** 200n)).toBe(true)
})
