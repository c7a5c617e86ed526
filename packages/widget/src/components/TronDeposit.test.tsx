import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { trackerStoryEn } from '../i18n/trackerStoryEn.js'
import TronDeposit from './TronDeposit.js'

const wallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const entered = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const deposit = {
  depositAddress: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
  expectedAmount: '20000000',
  decimals: 6,
  symbol: 'USDT',
  deadline: Math.floor(Date.now() / 1000) + 600,
}
afterEach(cleanup)

test('the deposit card says the payout goes to the connected wallet when no other address was entered', () => {
  render(<TronDeposit {...deposit} payout={{ address: wallet, connectedWallet: true }} />)
  expect(screen.getByTestId('tron-payout').textContent).toBe(
    trackerStoryEn.payout.connectedWallet(wallet),
  )
})

test('an entered payout address is named as the one entered', () => {
  render(<TronDeposit {...deposit} payout={{ address: entered, connectedWallet: false }} />)
  expect(screen.getByTestId('tron-payout').textContent).toBe(trackerStoryEn.payout.entered(entered))
})
