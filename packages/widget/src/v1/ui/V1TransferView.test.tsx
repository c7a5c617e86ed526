import { renderWithProviders } from '@ferry/test-utils/react'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { V1TransferView, type V1TransferViewProps } from './V1TransferView.js'

afterEach(cleanup)

const tronUsdt = { symbol: 'USDT', decimals: 6 }
const transferProps: V1TransferViewProps = {
  transfer: {
    depositAddress: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
    amount: 40_000_000n,
    token: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    chainId: 728126428,
  },
  token: tronUsdt,
  needsHash: true,
  error: undefined,
  busy: false,
  onHash: () => {},
}

test('the transfer card says what the route pays out, on which chain, and to whom', async () => {
  renderWithProviders(
    <V1TransferView
      {...transferProps}
      payout={{
        amount: 39_512_345_678_901_234_567n,
        token: { symbol: 'ETH', decimals: 18 },
        chainName: 'Base',
        recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      }}
    />,
  )
  // Cut to six decimals, never rounded up: no more is promised than the route quoted.
  expect((await screen.findByTestId('v1-payout-amount')).textContent).toBe('39.512345 ETH on Base')
  expect(screen.getByText('You receive (estimate)')).toBeTruthy()
  expect(screen.getByTestId('v1-payout-recipient').textContent).toBe(
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  )
  expect(screen.getByText('Paid out to')).toBeTruthy()
  expect(screen.getByTestId('v1-deposit-amount').textContent).toBe('40 USDT')
  expect((screen.getByLabelText('Hash of your transfer') as HTMLInputElement).dir).toBe('ltr')
})

test('without a payout address in the request, the amount is said and no recipient row is drawn', async () => {
  renderWithProviders(
    <V1TransferView
      {...transferProps}
      payout={{
        amount: 24_000_000n,
        token: { symbol: 'USDC', decimals: 6 },
        chainName: 'Arbitrum',
        recipient: undefined,
      }}
    />,
  )
  expect((await screen.findByTestId('v1-payout-amount')).textContent).toBe('24 USDC on Arbitrum')
  expect(screen.queryByTestId('v1-payout-recipient')).toBeNull()
})
