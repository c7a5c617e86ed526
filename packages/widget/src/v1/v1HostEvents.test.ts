import { describe, expect, it } from 'vitest'
import { evmTxHash, walletOrderId } from '../../test/v1/v1Fixtures.js'
import { v1PlanHostEvent, v1QuoteHostEvent } from './v1HostEvents.js'

describe('v1 host events', () => {
  it('names the deposit and the created order as v2 does, with plain JSON payloads', () => {
    const sent = v1PlanHostEvent({ step: 'deposit-sent', txHash: evmTxHash })
    expect(sent).toEqual({ name: 'deposit-sent', data: { txHash: evmTxHash } })
    const created = v1PlanHostEvent({
      step: 'order-created',
      orderId: walletOrderId,
      srcChainId: 42161,
      dstChainId: 8453,
      recovered: true,
    })
    // `recovered` is the widget's own business: the payload is exactly v2's.
    expect(created).toEqual({
      name: 'order-created',
      data: { orderId: walletOrderId, srcChainId: 42161, dstChainId: 8453 },
    })
    expect(JSON.parse(JSON.stringify(created))).toEqual(created)
  })

  it('has no event for the steps before the money moves', () => {
    for (const progress of [
      { step: 'switching', chainId: 1 },
      { step: 'approving', index: 0, total: 1 },
      { step: 'depositing', value: 1n },
      { step: 'submitting', txHash: evmTxHash },
    ] as const)
      expect(v1PlanHostEvent(progress)).toBeUndefined()
  })

  it('reports a route as quote-received in base-unit strings', () => {
    const event = v1QuoteHostEvent({
      route: { amountIn: 50_000_000_000_000_000n, amountOut: 149_550_000n },
      tradeType: 'EXACT_INPUT',
    })
    expect(event).toEqual({
      name: 'quote-received',
      data: { spend: '50000000000000000', receive: '149550000', mode: 'exact_input' },
    })
    expect(JSON.parse(JSON.stringify(event))).toEqual(event)
  })
})
