import { expect, test } from 'vitest'
import { createAnswerCache } from './createAnswerCache.js'

const svg = (text: string) =>
  new Response(`<svg>${text}</svg>`, { headers: { 'content-type': 'image/svg+xml' } })

test('an image is read once, then served from memory until its time is up', async () => {
  let clock = 0
  const cache = createAnswerCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1024, now: () => clock })
  let loads = 0
  const load = async () => {
    loads++
    return svg('a')
  }
  const first = await cache.load('a', load)
  const second = await cache.load('a', load)
  expect(loads).toBe(1)
  expect(second).toBe(first)
  expect(new TextDecoder().decode((second as { body: Uint8Array }).body)).toBe('<svg>a</svg>')
  clock = 1000
  await cache.load('a', load)
  expect(loads).toBe(2)
})

test('concurrent misses share one read; a failure is passed on and not kept', async () => {
  const cache = createAnswerCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1024 })
  let loads = 0
  let release!: () => void
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const slow = async () => {
    loads++
    await gate
    return svg('b')
  }
  const both = Promise.all([cache.load('b', slow), cache.load('b', slow)])
  release()
  const [one, two] = await both
  expect(loads).toBe(1)
  expect(one).toBe(two)

  const failed = await cache.load('c', async () => new Response('gone', { status: 404 }))
  expect(failed).toMatchObject({ status: 404, body: new TextEncoder().encode('gone') })
  expect(cache.get('c')).toBeUndefined()
})

test('the least recently used image goes first, and an oversized one is not kept', async () => {
  const cache = createAnswerCache({ ttlMs: 10_000, maxEntries: 2, maxBytes: 20 })
  await cache.load('x', async () => svg('x'))
  await cache.load('y', async () => svg('y'))
  cache.get('x')
  await cache.load('z', async () => svg('z'))
  expect([cache.get('x') !== undefined, cache.get('y') !== undefined]).toEqual([true, false])
  const big = await cache.load('big', async () => svg('x'.repeat(100)))
  expect((big as { body: Uint8Array }).body.byteLength).toBeGreaterThan(20)
  expect(cache.get('big')).toBeUndefined()
  expect(cache.size()).toBe(2)
})
