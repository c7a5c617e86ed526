import { expect, test } from 'vitest'
import { errorBodyShape } from './errorBodies.js'
import {
  badRequestBody,
  internalErrorBody,
  maintenanceBody,
  malformedJsonBody,
  rateLimitedBody,
  routeErrorBody,
} from './errorBodyBuilders.js'

test('each builder makes the body the spec names, and the client classifies it by its shape', () => {
  expect(routeErrorBody({ error: 'Order not found' })).toEqual({ error: 'Order not found' })
  expect(
    routeErrorBody({ error: 'Too small', detail: { minSrcAmount: '325001' } }),
  ).toMatchInlineSnapshot(`
    {
      "detail": {
        "minSrcAmount": "325001",
      },
      "error": "Too small",
    }
  `)
  expect(malformedJsonBody()).toEqual({
    message: 'Malformed JSON body',
    name: 'BadRequestException',
  })
  expect(badRequestBody({ message: 'Request body is too large' }).name).toBe('BadRequestException')
  expect(internalErrorBody()).toEqual({ message: 'Internal error', name: 'InternalErrorException' })
  expect(maintenanceBody()).toEqual({ message: 'SystemMaintenance', name: 'MaintenanceException' })
  expect(rateLimitedBody()).toEqual({
    errorCode: 'RATE_LIMITED',
    message: 'Too many requests, slow down',
  })
  expect(rateLimitedBody({ message: 'Slow down' }).message).toBe('Slow down')
  expect(errorBodyShape(routeErrorBody({ error: 'x' }))).toBe('route')
  expect(errorBodyShape(malformedJsonBody())).toBe('named')
  expect(errorBodyShape(internalErrorBody())).toBe('named')
  expect(errorBodyShape(maintenanceBody())).toBe('named')
  expect(errorBodyShape(rateLimitedBody())).toBe('rate_limit')
})

test('a route error without detail carries no detail key at all', () => {
  expect('detail' in routeErrorBody({ error: 'x', detail: undefined })).toBe(false)
})
