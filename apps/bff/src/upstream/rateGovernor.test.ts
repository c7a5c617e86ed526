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

test('busy clients cannot lock out one not seen yet, however many they are below the route limit', () => {
  for (const busy of [4, 12, 39]) {
    const { g } = governor(40)
    const hostile = Array.from({ length: busy }, (_, i) => `busy-${i}`)
    // Each busy client asks until it is refused, round after round, until none gets in; each
    // admitted request spends its upstream attempt.
    let admittedInRound = true
    while (admittedInRound) {
      admittedInRound = false
      for (const client of hostile)
        if (g.admit(client).ok) {
          expect(g.spend().ok).toBe(true)
          admittedInRound = true
        }
    }
    expect(g.admit('newcomer').ok).toBe(true)
  }
})

test('a client’s share shrinks as more clients are active', () => {
  const { g } = governor(40)
  const admittedOf = (client: string) => {
    let admitted = 0
    while (g.admit(client).ok) admitted++
    return admitted
  }
  // Alone, a client gets at most a quarter of the route.
  expect(admittedOf('alone')).toBe(10)
  const { g: shared } = governor(40)
  const clients = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
  for (const client of clients) expect(shared.admit(client).ok).toBe(true)
  // Eight active clients: the shared part (40 less a reserve of 8) is 32, so 4 each.
  let more = 0
  while (shared.admit('a').ok) more++
  expect(more).toBe(3)
  expect(shared.admit('b')).toEqual({ ok: true })
})
