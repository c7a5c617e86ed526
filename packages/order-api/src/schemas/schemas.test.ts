import { expect, test } from 'vitest'
import {
  depositor,
  evmBuild,
  order,
  params,
  quote,
  tronBuild,
  usdcBase,
  usdcEthereum,
  usdtTron,
} from '../../test/fixtures.js'
import {
  buildRequestSchema,
  buildResponseSchema,
  cancelRequestSchema,
  errorBodyShape,
  healthResponseSchema,
  isTronBuildResponse,
  orderListQuerySchema,
  orderListResponseSchema,
  orderRecordSchema,
  paramsResponseSchema,
  quoteQuerySchema,
  quoteResponseSchema,
  toValidationErrorBody,
} from '../index.js'

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'))

test('params, quote, order and list responses parse and keep unknown extra fields', () => {
  expect(paramsResponseSchema.parse(params)).toEqual(params)
  expect(quoteResponseSchema.parse({ ...quote, extra: 1 })).toMatchObject({ extra: 1 })
  expect(orderRecordSchema.parse({ ...order, deadline: 1795003600 })).toMatchObject({
    deadline: 1795003600,
  })
  expect(
    orderListResponseSchema.parse({ orders: [order], nextCursor: `1795000000_${order.orderId}` }),
  ).toBeTruthy()
})

test('a token entry with a numeric fee is refused: amounts are strings', () => {
  const bad = { ...params, tokens: [{ ...params.tokens[0], depositFee: 300000 }] }
  expect(fieldsOf(paramsResponseSchema.safeParse(bad))).toEqual(['tokens.0.depositFee'])
})

test('quote query: exactly the amount the mode names', () => {
  const base = { fromChainId: '1', from: usdcEthereum, toChainId: '8453', to: usdcBase }
  expect(quoteQuerySchema.parse({ ...base, srcAmount: '1000000' })).toEqual({
    ...base,
    fromChainId: 1,
    toChainId: 8453,
    srcAmount: '1000000',
  })
  expect(
    quoteQuerySchema.safeParse({ ...base, mode: 'exact_output', outcomeAmount: '5' }).success,
  ).toBe(true)
  expect(fieldsOf(quoteQuerySchema.safeParse(base))).toEqual(['srcAmount'])
  expect(
    fieldsOf(quoteQuerySchema.safeParse({ ...base, srcAmount: '1', outcomeAmount: '1' })),
  ).toEqual(['outcomeAmount'])
  expect(
    fieldsOf(quoteQuerySchema.safeParse({ ...base, mode: 'exact_output', srcAmount: '1' })),
  ).toEqual(['outcomeAmount', 'srcAmount'])
  expect(fieldsOf(quoteQuerySchema.safeParse({ ...base, mode: 'both', srcAmount: '1' }))).toEqual([
    'mode',
  ])
})

test('quote query: amounts follow ^[1-9]\\d*$ and chain ids are whole numbers', () => {
  const base = { fromChainId: 1, from: usdcEthereum, toChainId: 8453, to: usdcBase }
  for (const srcAmount of ['0', '01', '1.5', '-1', '1e6', ' 1', ''])
    expect(quoteQuerySchema.safeParse({ ...base, srcAmount }).success).toBe(false)
  expect(quoteQuerySchema.safeParse({ ...base, fromChainId: '-1', srcAmount: '1' }).success).toBe(
    false,
  )
  expect(quoteQuerySchema.safeParse({ ...base, fromChainId: '1.5', srcAmount: '1' }).success).toBe(
    false,
  )
})

test('build request: the quote build plus a depositor passes; checksum and recipients are enforced', () => {
  const request = { ...quote.build, depositor }
  expect(buildRequestSchema.parse(request)).toEqual(request)
  expect(
    buildRequestSchema.safeParse({
      ...request,
      depositor: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    }).success,
  ).toBe(true)
  // One letter's case flipped: not the checksum, so refused.
  expect(
    fieldsOf(
      buildRequestSchema.safeParse({
        ...request,
        depositor: '0x70997970c51812dc3A010C7d01b50e0d17dc79C8',
      }),
    ),
  ).toEqual(['depositor'])
  expect(fieldsOf(buildRequestSchema.safeParse({ ...request, amount: '0' }))).toEqual(['amount'])
  expect(
    fieldsOf(
      buildRequestSchema.safeParse({
        ...request,
        terms: { ...quote.build.terms, signature: 'ab' },
      }),
    ),
  ).toEqual(['terms.signature'])
  expect(fieldsOf(buildRequestSchema.safeParse({ ...request, payoutAddr: usdtTron }))).toEqual([
    'payoutAddr',
  ])
})

test('build request: a TRON destination needs payoutAddr, a TRON source needs refundAddr', () => {
  const toTron = { ...quote.build, dstToken: { chainId: 728126428, token: usdtTron }, depositor }
  expect(fieldsOf(buildRequestSchema.safeParse(toTron))).toEqual(['payoutAddr'])
  expect(buildRequestSchema.safeParse({ ...toTron, payoutAddr: usdtTron }).success).toBe(true)
  const fromTron = { ...quote.build, srcToken: { chainId: 728126428, token: usdtTron }, depositor }
  expect(fieldsOf(buildRequestSchema.safeParse(fromTron))).toEqual(['refundAddr'])
  expect(fieldsOf(buildRequestSchema.safeParse({ ...fromTron, refundAddr: depositor }))).toEqual([
    'refundAddr',
  ])
})

test('build responses are told apart: EVM transactions or a TRON deposit address', () => {
  const evm = buildResponseSchema.parse(evmBuild)
  const tron = buildResponseSchema.parse(tronBuild)
  expect(isTronBuildResponse(evm)).toBe(false)
  expect(isTronBuildResponse(tron)).toBe(true)
  expect(buildResponseSchema.safeParse({ ...evmBuild, orderId: '0x12' }).success).toBe(false)
  const { approveTxs: _, ...withoutApprovals } = evmBuild
  expect(buildResponseSchema.safeParse(withoutApprovals).success).toBe(true)
})

test('order record: nested objects are null until observed; the state set is closed', () => {
  const pending = {
    ...order,
    state: 'pending_deposit',
    deposit: null,
    deliver: null,
    traces: { rootIntentId: null, publish: null, withdraw: null, chainObservations: [] },
  }
  expect(orderRecordSchema.safeParse(pending).success).toBe(true)
  expect(fieldsOf(orderRecordSchema.safeParse({ ...order, state: 'filled' }))).toEqual(['state'])
  const lagging = {
    ...order,
    state: 'withdrawn_on_hub',
    traces: {
      ...order.traces,
      withdraw: { ...order.traces.withdraw, settledOutcome: null, refundSource: null },
    },
  }
  expect(orderRecordSchema.safeParse(lagging).success).toBe(true)
})

test('order list query: limit is clamped, the cursor has its shape, the depositor is checked', () => {
  expect(orderListQuerySchema.parse({ limit: '500' }).limit).toBe(200)
  expect(orderListQuerySchema.parse({ limit: '0' }).limit).toBe(1)
  expect(orderListQuerySchema.parse({ limit: 20 }).limit).toBe(20)
  expect(orderListQuerySchema.safeParse({ cursor: `1795000000_${order.orderId}` }).success).toBe(
    true,
  )
  expect(fieldsOf(orderListQuerySchema.safeParse({ cursor: 'page2' }))).toEqual(['cursor'])
  expect(fieldsOf(orderListQuerySchema.safeParse({ depositor: '0x12' }))).toEqual(['depositor'])
  expect(fieldsOf(orderListQuerySchema.safeParse({ state: 'done' }))).toEqual(['state'])
})

test('cancel request: decimal nonce, bytes32 root intent, 65-byte signature', () => {
  const body = {
    payload: { nonce: '1234', rootIntentId: `0x${'cc'.repeat(32)}` },
    signature: `0x${'ab'.repeat(65)}`,
  }
  expect(cancelRequestSchema.parse(body)).toEqual(body)
  expect(
    fieldsOf(
      cancelRequestSchema.safeParse({ ...body, payload: { ...body.payload, nonce: '0x12' } }),
    ),
  ).toEqual(['payload.nonce'])
  expect(fieldsOf(cancelRequestSchema.safeParse({ ...body, signature: '0x12' }))).toEqual([
    'signature',
  ])
})

test('health: the ok and the degraded shapes', () => {
  const counts = {
    totalOrders: 9,
    pending: 1,
    deposited: 1,
    published: 1,
    partiallyFilled: 0,
    terminalChain: 0,
    withdrawn: 2,
    delivered: 3,
    deliveryFailed: 1,
    stuck: 0,
    abandoned: 0,
    undelivered: 1,
  }
  expect(
    healthResponseSchema.safeParse({ status: 'ok', counts, lastBuildAt: 1, lastWithdrawnAt: null })
      .success,
  ).toBe(true)
  expect(
    healthResponseSchema.safeParse({
      status: 'degraded',
      counts: null,
      lastBuildAt: null,
      lastWithdrawnAt: null,
    }).success,
  ).toBe(true)
  expect(
    healthResponseSchema.safeParse({
      status: 'ok',
      counts: null,
      lastBuildAt: null,
      lastWithdrawnAt: null,
    }).success,
  ).toBe(false)
})

test('the four error body shapes are recognised, plain text is not', () => {
  expect(errorBodyShape({ error: 'Order not found' })).toBe('route')
  expect(
    errorBodyShape({ message: 'Validation failed', name: 'ValidationException', details: [] }),
  ).toBe('validation')
  expect(errorBodyShape({ message: 'SystemMaintenance', name: 'MaintenanceException' })).toBe(
    'named',
  )
  expect(errorBodyShape({ errorCode: 'RATE_LIMITED', message: 'Too many requests' })).toBe(
    'rate_limit',
  )
  expect(errorBodyShape('404 Not Found')).toBeUndefined()
})

test('a zod error becomes the service ValidationError body', () => {
  const result = quoteQuerySchema.safeParse({ fromChainId: 1, from: 'x', toChainId: 2, to: 'y' })
  expect(result.success).toBe(false)
  expect(toValidationErrorBody(result.error!)).toMatchInlineSnapshot(`
    {
      "details": [
        {
          "code": "custom",
          "field": "srcAmount",
          "message": "is required when mode is exact_input",
        },
      ],
      "message": "Validation failed",
      "name": "ValidationException",
    }
  `)
})
