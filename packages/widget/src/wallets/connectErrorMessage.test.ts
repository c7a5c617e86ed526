import { UserRejectedRequestError } from 'viem'
import { expect, test } from 'vitest'
import { walletMenuEn as t } from '../i18n/walletMenuEn.js'
import { connectErrorMessage } from './connectErrorMessage.js'

const said = (error: unknown) => connectErrorMessage({ error, name: 'Alpha Wallet', t })

test('a refusal, a locked or busy wallet (EIP-1193 -32002, also when wrapped) and any other failure are each said in their words', () => {
  expect(said(Object.assign(new Error('User rejected the request.'), { code: 4001 }))).toBe(
    t.rejected,
  )
  expect(said(new UserRejectedRequestError(new Error('denied')))).toBe(t.rejected)
  const busy = Object.assign(new Error('Request already pending'), { code: -32002 })
  expect(said(busy)).toBe(t.locked)
  expect(said(new Error('connect failed', { cause: busy }))).toBe(t.locked)
  expect(said(new Error('socket closed'))).toBe(t.failed('Alpha Wallet'))
  expect(said(undefined)).toBe(t.failed('Alpha Wallet'))
})
