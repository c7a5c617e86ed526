import { expect, test } from 'vitest'
import { memoryStorage } from '../storage/browserStorage.js'
import { browserDepositLedger } from './browserDepositLedger.js'

test('marks survive a new ledger on the same storage (a reload): claimed once, sent kept, release only frees an ask', () => {
  const storage = memoryStorage()
  const first = browserDepositLedger(storage)
  expect(first.claim('q:Native')).toBe(true)
  expect(first.claim('q:Native')).toBe(false)
  const reloaded = browserDepositLedger(storage)
  expect(reloaded.read('q:Native')).toEqual({ state: 'asked' })
  expect(reloaded.claim('q:Native')).toBe(false)
  reloaded.record('q:Native', '0xabc')
  reloaded.release('q:Native')
  expect(browserDepositLedger(storage).read('q:Native')).toEqual({ state: 'sent', txHash: '0xabc' })
  expect(reloaded.read('q:ExternalA')).toEqual({ state: 'none' })
})

test('an unreadable mark counts as asked, never as free to ask again', () => {
  const storage = memoryStorage()
  storage.setItem('ferry:v1-deposit:q:Native', '{broken')
  const ledger = browserDepositLedger(storage)
  expect(ledger.read('q:Native')).toEqual({ state: 'asked' })
  expect(ledger.claim('q:Native')).toBe(false)
})

test('a batch’s id survives a reload; the batch is freed only when it certainly did not send', () => {
  const storage = memoryStorage()
  const first = browserDepositLedger(storage)
  expect(first.claim('q:Native')).toBe(true)
  first.recordBatch('q:Native', 'batch-1')
  const reloaded = browserDepositLedger(storage)
  expect(reloaded.read('q:Native')).toEqual({ state: 'batched', batchId: 'batch-1' })
  expect(reloaded.claim('q:Native')).toBe(false)
  reloaded.release('q:Native')
  expect(reloaded.read('q:Native')).toEqual({ state: 'none' })
  reloaded.record('q:Other', '0xabc')
  reloaded.release('q:Other')
  expect(reloaded.read('q:Other')).toEqual({ state: 'sent', txHash: '0xabc' })
})
