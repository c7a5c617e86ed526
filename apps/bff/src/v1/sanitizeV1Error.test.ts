import { expect, test } from 'vitest'
import { sanitizeV1Error } from './sanitizeV1Error.js'

const notSupported = (details: Record<string, unknown>) =>
  JSON.stringify({
    message: 'Deposit method PERMIT2 is not supported',
    name: 'NotSupportedDepositMethodException',
    details,
  })

test('a NotSupportedDepositMethodException keeps the spec detail fields, depositMethod, fillerId and supportedMethods, and nothing else', () => {
  const answer = sanitizeV1Error(
    400,
    notSupported({
      depositMethod: 'PERMIT2',
      fillerId: 'external_a',
      supportedMethods: ['CONTRACT_CALL', 'TRANSFER'],
      upstreamHost: 'http://filler.internal:8080',
    }),
  )
  expect(answer).toEqual({
    kind: 'json',
    body: {
      message: 'Deposit method PERMIT2 is not supported',
      name: 'NotSupportedDepositMethodException',
      details: {
        depositMethod: 'PERMIT2',
        fillerId: 'external_a',
        supportedMethods: ['CONTRACT_CALL', 'TRANSFER'],
      },
    },
  })
})

test('a fillerId that is not an identifier (a URL, markup, a long text) is left out', () => {
  for (const fillerId of ['http://filler.internal/x', '<b>x</b>', 'a'.repeat(65), 42, '']) {
    const answer = sanitizeV1Error(400, notSupported({ depositMethod: 'PERMIT2', fillerId }))
    expect(answer).toMatchObject({ kind: 'json', body: { details: { depositMethod: 'PERMIT2' } } })
    expect(answer.kind === 'json' && answer.body.details).not.toHaveProperty('fillerId')
  }
})
