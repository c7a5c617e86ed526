import { expect, test } from 'vitest'
import { depositor, quote, usdcBase, usdcEthereum } from '../../test/fixtures.js'
import { v1BuildRequestSchema, v1QuoteRequestSchema, v1SubmitRequestSchema } from '../v1/index.js'
import { buildRequestSchema } from './build.js'
import { idTextSchema } from './idTextSchema.js'
import { orderListQuerySchema } from './order.js'
import { quoteQuerySchema } from './quote.js'

const controls = ['\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f']
const quoteId = '0b6c7a0e-4b7f-4d8e-9c51-1f0e6c2d9a11'
const hash = `0x${'ab'.repeat(32)}`

type Case = {
  name: string
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } }
  valid: Record<string, unknown>
  /** The id fields, dotted paths into `valid`. */
  fields: string[]
}

const v1Submit = { quoteId, routeId: 'Native', buildId: 'build-1', txHash: hash }
const v2Quote = { fromChainId: '1', from: usdcEthereum, toChainId: '8453', to: usdcBase }
const requests: Case[] = [
  {
    name: 'v1 quote',
    schema: v1QuoteRequestSchema,
    valid: {
      tradeType: 'EXACT_INPUT',
      fromChainId: 1,
      fromToken: usdcEthereum.toLowerCase(),
      toChainId: 8453,
      toToken: usdcBase.toLowerCase(),
      amount: '1000000',
      integratorId: 'ferry-demo-5f3a9c1e',
    },
    fields: ['fromToken', 'toToken', 'integratorId'],
  },
  {
    name: 'v1 build',
    schema: v1BuildRequestSchema,
    valid: { quoteId, routeId: 'Native', from: depositor },
    fields: ['quoteId'],
  },
  {
    name: 'v1 submit',
    schema: v1SubmitRequestSchema,
    valid: v1Submit,
    fields: ['quoteId', 'buildId'],
  },
  {
    name: 'v2 quote',
    schema: quoteQuerySchema,
    valid: { ...v2Quote, srcAmount: '1' },
    fields: ['from', 'to'],
  },
  {
    name: 'v2 build',
    schema: buildRequestSchema,
    valid: { ...quote.build, depositor },
    fields: ['srcToken.token', 'dstToken.token'],
  },
  {
    name: 'v2 orders',
    schema: orderListQuerySchema,
    valid: { depositor, from: usdcEthereum, to: usdcBase },
    fields: ['from', 'to'],
  },
]
const cases = requests.flatMap(({ fields, ...request }) =>
  fields.map((field) => ({ ...request, field })),
)

/** `value` with `suffix` appended to the string at `path`. */
function withAppended(value: Record<string, unknown>, path: string, suffix: string) {
  const copy = structuredClone(value)
  const keys = path.split('.')
  let target = copy as Record<string, unknown>
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>
  const last = keys.at(-1)!
  target[last] = `${target[last]}${suffix}`
  return copy
}

const issuesOf = (result: { success: boolean; error?: unknown }) =>
  (
    (result.error as { issues?: { path: PropertyKey[]; message: string }[] } | undefined)?.issues ??
    []
  ).map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }))

test.each(cases)('$name: a control character in $field is refused, naming the field', (entry) => {
  expect(entry.schema.safeParse(entry.valid).success).toBe(true)
  for (const control of controls)
    expect(
      issuesOf(entry.schema.safeParse(withAppended(entry.valid, entry.field, control))),
    ).toEqual([{ field: entry.field, message: 'must not contain control characters' }])
})

test('an id keeps every printable character, and its length bounds', () => {
  const schema = idTextSchema({ max: 8 })
  for (const id of ['a', 'c-é_中~ 1', 'ab:cd/ef'.slice(0, 8)])
    expect(schema.safeParse(id).success).toBe(true)
  expect(issuesOf(schema.safeParse(''))).toEqual([{ field: '', message: 'is required' }])
  expect(schema.safeParse('x'.repeat(9)).success).toBe(false)
  expect(idTextSchema({ max: 8, allowEmpty: true }).safeParse('').success).toBe(true)
})
