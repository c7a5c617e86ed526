import { isValidV1AddressForChain } from '@ferry/order-api/v1'
import { type RenderWithProvidersParameters, renderWithProviders } from '@ferry/test-utils/react'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { mainnet } from 'viem/chains'
import { afterEach, expect, test } from 'vitest'
import { RecipientFieldsView } from '../components/RecipientFieldsView.js'
import { en } from '../i18n/en.js'
import { recipientWordsEn } from '../recipients/preflight/recipientWordsEn.js'
import { useRecipients } from './useRecipients.js'

const tron = 728126428
const solana = 20011000000
const plainAccount = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const contractWallet = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

afterEach(cleanup)

/** One chain, answering eth_getCode with code only for the contract wallet. */
const chain: RenderWithProvidersParameters = {
  chains: [mainnet],
  request: ({ method, params }) => {
    if (method === 'eth_getCode')
      return String((params as unknown[])[0]).toLowerCase() === contractWallet.toLowerCase()
        ? '0x6080604052'
        : '0x'
    if (method === 'eth_chainId') return '0x1'
    throw new Error(`unexpected ${method}`)
  },
}

function Harness(props: {
  srcChainId: number
  dstChainId: number
  depositor: `0x${string}`
  isValidV1Address?: (parameters: { chainId: number; address: string }) => boolean
  solanaAccount?: string
}) {
  const recipients = useRecipients(props)
  return (
    <>
      <RecipientFieldsView recipients={recipients} />
      <output aria-label="valid">{String(recipients.valid)}</output>
      <output aria-label="request">{JSON.stringify(recipients.request)}</output>
    </>
  )
}

const valid = () => screen.getByLabelText('valid').textContent
const payout = () => screen.getByLabelText(en.payoutAddress) as HTMLInputElement
/** The fields load in a chunk of their own when first shown. */
const fieldsShown = () => screen.findByLabelText(en.payoutAddress)

test('a plain account swapping EVM to EVM needs no recipient', async () => {
  renderWithProviders(<Harness srcChainId={1} dstChainId={8453} depositor={plainAccount} />, chain)
  await waitFor(() => expect(valid()).toBe('true'))
  // Optional fields stay folded away until asked for.
  expect(screen.queryByLabelText(en.payoutAddress)).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: en.otherRecipient }))
  // The fields load when first shown.
  await fieldsShown()
  expect(payout().required).toBe(false)
  expect(screen.queryByText(recipientWordsEn.tron_note(''))).toBeNull()
})

test('a contract-wallet depositor, found by its code, must fill in both recipients', async () => {
  renderWithProviders(
    <Harness srcChainId={1} dstChainId={8453} depositor={contractWallet} />,
    chain,
  )
  await waitFor(() => expect(payout().required).toBe(true))
  expect(valid()).toBe('false')
  act(() => {
    fireEvent.change(payout(), { target: { value: plainAccount } })
    fireEvent.change(screen.getByLabelText(en.refundAddress), { target: { value: plainAccount } })
  })
  // Once the recipient preflight has read both addresses (plain accounts: nothing to say).
  await waitFor(() => expect(valid()).toBe('true'))
  expect(JSON.parse(screen.getByLabelText('request').textContent ?? '')).toEqual({
    payoutAddr: plainAccount,
    refundAddr: plainAccount,
  })
})

test('a TRON destination asks for a TRON payout address and shows the activation note', async () => {
  renderWithProviders(<Harness srcChainId={1} dstChainId={tron} depositor={plainAccount} />, chain)
  await fieldsShown()
  expect(payout().required).toBe(true)
  // Left to right whatever the page's direction: in Arabic the address's start stays in view.
  expect(payout().dir).toBe('ltr')
  expect(await screen.findByText(recipientWordsEn.tron_note(''))).toBeTruthy()
  act(() => {
    fireEvent.change(payout(), { target: { value: plainAccount } })
  })
  expect(screen.getByText(recipientWordsEn.errors.invalid_tron)).toBeTruthy()
  expect(valid()).toBe('false')
  act(() => {
    fireEvent.change(payout(), { target: { value: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' } })
  })
  await waitFor(() => expect(valid()).toBe('true'))
})

test("a Solana destination (v1 only) asks for a Solana payout address, checked once v1's rules have loaded", async () => {
  const { rerender } = renderWithProviders(
    <Harness srcChainId={1} dstChainId={solana} depositor={plainAccount} />,
    chain,
  )
  await fieldsShown()
  expect(payout().required).toBe(true)
  act(() => {
    fireEvent.change(payout(), { target: { value: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' } })
  })
  // The rules have not loaded: not usable yet, and not called wrong either.
  await waitFor(() => expect(valid()).toBe('false'))
  expect(screen.queryByText(recipientWordsEn.errors.invalid_solana)).toBeNull()
  rerender(
    <Harness
      srcChainId={1}
      dstChainId={solana}
      depositor={plainAccount}
      isValidV1Address={isValidV1AddressForChain}
    />,
  )
  await waitFor(() => expect(valid()).toBe('true'))
  act(() => {
    fireEvent.change(payout(), { target: { value: plainAccount } })
  })
  expect(screen.getByText(recipientWordsEn.errors.invalid_solana)).toBeTruthy()
  expect(valid()).toBe('false')
})

const solanaWallet = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const withV1Rules = { depositor: plainAccount, isValidV1Address: isValidV1AddressForChain } as const
const refund = () => screen.getByLabelText(en.refundAddress) as HTMLInputElement

test("a Solana source's refund address defaults to the connected Solana wallet, says so, builds with it and stays editable", async () => {
  const { rerender } = renderWithProviders(
    <Harness srcChainId={solana} dstChainId={8453} {...withV1Rules} />,
    chain,
  )
  await fieldsShown()
  // No wallet connected yet: the user is asked for it.
  expect(refund().value).toBe('')
  expect(refund().required).toBe(true)
  expect(screen.queryByText(en.refundToSolanaWallet)).toBeNull()
  await waitFor(() => expect(screen.getByLabelText('request').textContent).toBe('{}'))
  expect(valid()).toBe('false')
  rerender(
    <Harness srcChainId={solana} dstChainId={8453} {...withV1Rules} solanaAccount={solanaWallet} />,
  )
  expect(refund().value).toBe(solanaWallet)
  expect(screen.getByText(en.refundToSolanaWallet)).toBeTruthy()
  // The EVM payout is not the Solana wallet's.
  expect(payout().value).toBe('')
  expect(screen.queryByText(en.payoutToSolanaWallet)).toBeNull()
  await waitFor(() => expect(valid()).toBe('true'))
  expect(JSON.parse(screen.getByLabelText('request').textContent ?? '')).toEqual({
    refundAddr: solanaWallet,
  })
  // Another address replaces it, checked as a 32-byte base58 key.
  act(() => {
    fireEvent.change(refund(), { target: { value: plainAccount } })
  })
  expect(screen.getByText(recipientWordsEn.errors.invalid_solana)).toBeTruthy()
  expect(screen.queryByText(en.refundToSolanaWallet)).toBeNull()
  expect(valid()).toBe('false')
  const other = 'So11111111111111111111111111111111111111112'
  act(() => {
    fireEvent.change(refund(), { target: { value: other } })
  })
  await waitFor(() => expect(valid()).toBe('true'))
  expect(JSON.parse(screen.getByLabelText('request').textContent ?? '')).toEqual({
    refundAddr: other,
  })
  // Emptied on purpose, it stays empty: the refund is required again.
  act(() => {
    fireEvent.change(refund(), { target: { value: '' } })
  })
  expect(refund().value).toBe('')
  expect(valid()).toBe('false')
})

test('a Solana payout defaults to the connected Solana wallet; an EVM refund does not take it', async () => {
  renderWithProviders(
    <Harness srcChainId={1} dstChainId={solana} {...withV1Rules} solanaAccount={solanaWallet} />,
    chain,
  )
  await fieldsShown()
  expect(payout().value).toBe(solanaWallet)
  expect(screen.getByText(en.payoutToSolanaWallet)).toBeTruthy()
  await waitFor(() => expect(valid()).toBe('true'))
  expect(JSON.parse(screen.getByLabelText('request').textContent ?? '')).toEqual({
    payoutAddr: solanaWallet,
  })
  expect(refund().value).toBe('')
})
