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
