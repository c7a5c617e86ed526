import type { V1EngineRow } from '../v1EngineOrder.js'

/** The fixture's build time, Unix seconds. */
export const at = 1_800_000_000
/** An engine row behind a submitted Native wallet order, awaiting its deposit; `patch` changes it. */
export function row(patch: Partial<V1EngineRow> & { routeId?: V1EngineRow['v1']['routeId'] } = {}) {
  const { routeId = 'Native', ...rest } = patch
  const base: V1EngineRow = {
    orderId: `0x${'ab'.repeat(32)}`,
    integrator: 'v1',
    srcToken: `0x${'11'.repeat(20)}`,
    dstToken: `0x${'22'.repeat(20)}`,
    srcChainId: 1,
    dstChainId: 8453,
    srcAmountSpoke: '10000000',
    depositor: `0x${'33'.repeat(20)}`,
    depositAddress: null,
    payoutAddr: `0x${'33'.repeat(20)}`,
    refundAddr: `0x${'33'.repeat(20)}`,
    fullFee: '400000',
    intentOutcomeRate: '999500000000000000',
    state: 'pending_deposit',
    deposit: null,
    deliver: null,
    deliveryFailed: null,
    traces: { rootIntentId: null, publish: null, withdraw: null, chainObservations: [] },
    nonce: '1',
    builtAt: at,
    deadline: at + 1800,
    flatFee: '375000',
    operatorBps: 10,
    commissionBps: 0,
    scenario: { kind: 'full' },
    cancelRequested: false,
    filledBps: 0,
    nextStepAt: 0,
    stuck: false,
    v1: {
      id: `c${'a'.repeat(24)}`,
      quoteId: 'q',
      routeId,
      tradeType: 'EXACT_INPUT',
      fromToken: `0x${'11'.repeat(20)}`,
      toToken: `0x${'22'.repeat(20)}`,
      destAmount: '9600000',
      author: `0x${'33'.repeat(20)}`,
      recipient: `0x${'33'.repeat(20)}`,
      refundTo: `0x${'33'.repeat(20)}`,
      filler: null,
      externalOrderId: null,
      createdAtMs: at * 1000,
      fromTokenMeta: { symbol: 'USDC', decimals: 6, logoURI: null },
      toTokenMeta: { symbol: 'USDC', decimals: 6, logoURI: null },
    },
  }
  return { ...base, ...rest }
}
