import { expect, test } from 'vitest'
import { sessionCarrierFor } from './sessionCarrier.js'

const page = { href: 'https://swap.example/?amount=1', origin: 'https://swap.example' }

test("the BFF's own page at the top uses the HttpOnly cookie", () => {
  expect(
    sessionCarrierFor({
      bffUrl: 'https://swap.example',
      location: page,
      topOrigin: () => page.origin,
    }),
  ).toBe('cookie')
  expect(sessionCarrierFor({ bffUrl: '/', location: page, topOrigin: () => page.origin })).toBe(
    'cookie',
  )
})

test('a host calling another origin, or a frame under a third-party host, uses a bearer', () => {
  expect(
    sessionCarrierFor({
      bffUrl: 'https://bff.example',
      location: page,
      topOrigin: () => page.origin,
    }),
  ).toBe('bearer')
  // Framed by another origin: its location cannot be read, the cookie is third-party there.
  expect(
    sessionCarrierFor({
      bffUrl: 'https://swap.example',
      location: page,
      topOrigin: () => undefined,
    }),
  ).toBe('bearer')
})
