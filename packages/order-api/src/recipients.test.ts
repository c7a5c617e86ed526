import { expect, test } from 'vitest'
import { TRON_CHAIN_ID } from './chainIds.js'
import { missingRecipientMessage, requiredRecipients } from './recipients.js'

test('EVM to EVM needs no recipient; each TRON side needs its own', () => {
  expect(requiredRecipients({ srcChainId: 1, dstChainId: 8453 })).toEqual({
    payoutAddr: false,
    refundAddr: false,
  })
  expect(requiredRecipients({ srcChainId: 1, dstChainId: TRON_CHAIN_ID })).toEqual({
    payoutAddr: true,
    refundAddr: false,
  })
  expect(requiredRecipients({ srcChainId: TRON_CHAIN_ID, dstChainId: 8453 })).toEqual({
    payoutAddr: false,
    refundAddr: true,
  })
})

test('a contract-wallet depositor names both recipients', () => {
  expect(
    requiredRecipients({ srcChainId: 1, dstChainId: 8453, depositorIsContract: true }),
  ).toEqual({ payoutAddr: true, refundAddr: true })
})

test("the refusal reads as the service's", () => {
  expect(missingRecipientMessage({ field: 'payoutAddr', chainId: TRON_CHAIN_ID })).toBe(
    'payoutAddr is required for destination chain 728126428',
  )
  expect(missingRecipientMessage({ field: 'refundAddr', chainId: TRON_CHAIN_ID })).toBe(
    'refundAddr is required for source chain 728126428',
  )
})
