import { expect, test } from 'vitest'
import { createOrderStorage } from './orderStorage.js'

test('a deposit can be claimed once per order, across instances sharing the storage', () => {
  localStorage.clear()
  const first = createOrderStorage()
  const second = createOrderStorage()
  expect(first.claimDeposit('0xAB')).toBe(true)
  expect(second.claimDeposit('0xab')).toBe(false)
  expect(second.depositClaimed('0xAb')).toBe(true)
})

test('orders are remembered per depositor, newest first, without duplicates', () => {
  localStorage.clear()
  const storage = createOrderStorage()
  const order = (orderId: string) => ({
    orderId,
    createdAt: 1,
    srcChainId: 1,
    dstChainId: 8453,
    summary: 'x',
  })
  storage.remember('0xA', order('1'))
  storage.remember('0xA', order('2'))
  storage.remember('0xa', order('1'))
  storage.remember('0xB', order('3'))
  expect(storage.list('0xA').map((entry) => entry.orderId)).toEqual(['1', '2'])
  localStorage.setItem('ferry:orders:0xc', '{broken')
  expect(storage.list('0xC')).toEqual([])
})

test('orders in flight are those with a sent deposit that have not finished', () => {
  localStorage.clear()
  const storage = createOrderStorage()
  const order = (orderId: string) => ({
    orderId,
    createdAt: 1,
    srcChainId: 1,
    dstChainId: 8453,
    summary: 'x',
    decimals: { src: 6, dst: 18 },
  })
  storage.remember('0xA', order('0x01'))
  storage.remember('0xA', order('0x02'))
  storage.remember('0xA', order('0x03'))
  storage.claimDeposit('0x01')
  storage.claimDeposit('0x02')
  // A reload: a fresh instance over the same storage.
  const reloaded = createOrderStorage()
  expect(reloaded.inFlight('0xa').map((entry) => entry.orderId)).toEqual(['0x02', '0x01'])
  reloaded.markFinished('0xA', '0x02')
  expect(reloaded.inFlight('0xA')).toEqual([expect.objectContaining({ orderId: '0x01' })])
  expect(reloaded.inFlight('0xA')[0]?.decimals).toEqual({ src: 6, dst: 18 })
})

test('unfinished v1 orders are in flight without a deposit mark: v1 makes them once deposited', () => {
  localStorage.clear()
  const storage = createOrderStorage()
  const order = (orderId: string, extra: object = {}) => ({
    orderId,
    createdAt: 1,
    srcChainId: 42161,
    dstChainId: 8453,
    summary: 'x',
    ...extra,
  })
  storage.remember('0xA', order('0x01'))
  storage.remember('0xA', order('c00000000000000000000000a', { interface: 'v1' }))
  storage.remember('0xA', order('c00000000000000000000000b', { interface: 'v1' }))
  storage.markFinished('0xA', 'c00000000000000000000000b')
  // The v2 order without its deposit mark is not resumed; the unfinished v1 one is.
  expect(storage.inFlight('0xa').map((entry) => [entry.orderId, entry.interface])).toEqual([
    ['c00000000000000000000000a', 'v1'],
  ])
})
