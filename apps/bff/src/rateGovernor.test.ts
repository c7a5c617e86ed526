import { expect, test } from 'vitest'
import { createRateGovernor } from './rateGovernor.js'

function governor(perMinute: number) {
  const clock = { at: 1_000_000 }
  return { clock, g: createRateGovernor({ perMinute, clientShare: 0.25, now: () => clock.at }) }
}

test('a client is admitted up to its share of the route, then told when a slot frees', () => {
  const { clock, g } = governor(8)
  expect([g.admit('a'), g.admit('a')].every((verdict) => verdict.ok)).toBe(true)
  expect(g.admit('a')).toEqual({ ok: false, retryAfterSeconds: 60 })
  expect(g.admit('b').ok).toBe(true)
  clock.at += 60_000
  expect(g.admit('a').ok).toBe(true)
})

test('every upstream attempt spends the global budget, and a full budget refuses new clients too', () => {
  const { clock, g } = governor(3)
  expect([g.spend(), g.spend(), g.spend()].every((verdict) => verdict.ok)).toBe(true)
  clock.at += 20_000
  expect(g.spend()).toEqual({ ok: false, retryAfterSeconds: 40 })
  expect(g.admit('fresh')).toEqual({ ok: false, retryAfterSeconds: 40 })
})

test('a cool-down holds every attempt and admission back until it ends', () => {
  const { clock, g } = governor(100)
  g.coolDown(clock.at + 2_500)
  expect(g.spend()).toEqual({ ok: false, retryAfterSeconds: 3 })
  expect(g.admit('a')).toEqual({ ok: false, retryAfterSeconds: 3 })
  clock.at += 2_500
  expect(g.spend().ok).toBe(true)
})
