import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createRef, useState } from 'react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { ControlledSwap } from '../../test/ControlledSwap.js'
import { quoteFor, stubConfigBff, usdcBase, usdcEth } from '../../test/swapCardFixtures.js'
import type { SwapValue } from '../hooks/useSwapValue.js'
import { en } from '../i18n/en.js'
import { SwapWidget } from './SwapWidget.js'

beforeEach(() =>
  stubConfigBff((url) => Response.json(quoteFor(url.searchParams.get('srcAmount') ?? '1'))),
)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

let widgetIndex = 0
const bffUrl = () => `http://bff-host-api-${++widgetIndex}.test`
const fromButton = (chain: string) =>
  screen.findByRole('button', { name: `${en.from}: ${en.tokenOn('USDC', chain)}` })
const toButton = (chain: string) =>
  screen.findByRole('button', { name: `${en.to}: ${en.tokenOn('USDC', chain)}` })
const amountToPay = () => screen.findByRole<HTMLInputElement>('textbox', { name: en.amountToPay })

test('className joins the root’s own ferry class and the ref reaches the root element', () => {
  vi.stubGlobal('fetch', () => new Promise(() => {}))
  const ref = createRef<HTMLDivElement>()
  const { container } = render(
    <SwapWidget bffUrl={bffUrl()} className="host-swap wide" ref={ref} />,
  )
  const root = container.firstElementChild as HTMLDivElement
  expect(root.className).toBe('ferry host-swap wide')
  expect(ref.current).toBe(root)
  cleanup()
  expect(ref.current).toBeNull()
})

test('a callback ref gets the root too, and a className that is not a string is refused', () => {
  vi.stubGlobal('fetch', () => new Promise(() => {}))
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const nodes: (HTMLDivElement | null)[] = []
  const props = { bffUrl: bffUrl(), className: 42 } as unknown as { bffUrl: string }
  render(<SwapWidget {...props} ref={(node) => void nodes.push(node)} />)
  expect(nodes[0]?.className).toBe('ferry')
  expect(screen.getByRole('alert').textContent).toContain('className must be a string')
})

/** A host that owns the form's value, with its own buttons to change it. */
function Host(props: { follow: boolean; onValueChange: (next: SwapValue) => void }) {
  const [value, setValue] = useState<SwapValue>({
    from: `1:${usdcEth}`,
    to: `8453:${usdcBase}`,
    amount: '100',
  })
  return (
    <>
      <button
        type="button"
        onClick={() =>
          setValue({ from: '8453:USDC', to: '1:USDC', amount: '25', mode: 'exact_input' })
        }
      >
        host: base to ethereum
      </button>
      <SwapWidget
        bffUrl={bffUrl()}
        value={value}
        onValueChange={(next) => {
          props.onValueChange(next)
          if (props.follow) setValue(next)
        }}
      />
    </>
  )
}

test('a host that changes value re-renders the form with its tokens and amount', async () => {
  render(<Host follow={false} onValueChange={() => {}} />)
  expect((await amountToPay()).value).toBe('100')
  await fromButton('Ethereum')
  fireEvent.click(screen.getByRole('button', { name: 'host: base to ethereum' }))
  await fromButton('Base')
  await toButton('Ethereum')
  expect((await amountToPay()).value).toBe('25')
})

test('a user edit is proposed to the host; a host that keeps its value keeps the form on it', async () => {
  const proposed: SwapValue[] = []
  render(<Host follow={false} onValueChange={(next) => proposed.push(next)} />)
  const input = await amountToPay()
  fireEvent.change(input, { target: { value: '7.5' } })
  expect(proposed).toEqual([
    { from: `1:${usdcEth}`, to: `8453:${usdcBase}`, amount: '7.5', mode: 'exact_input' },
  ])
  expect(input.value).toBe('100')
  fireEvent.click(screen.getByRole('button', { name: en.flip }))
  expect(proposed.at(-1)).toEqual({
    from: `8453:${usdcBase}`,
    to: `1:${usdcEth}`,
    amount: '100',
    mode: 'exact_output',
  })
  await fromButton('Ethereum')
})

test('a host that follows onValueChange gets the user’s edits on screen', async () => {
  render(<Host follow onValueChange={() => {}} />)
  const input = await amountToPay()
  fireEvent.change(input, { target: { value: '7.5' } })
  await waitFor(() => expect(input.value).toBe('7.5'))
  fireEvent.change(input, { target: { value: '' } })
  await waitFor(() => expect(input.value).toBe(''))
})

test('an unusable controlled field is warned about and the form keeps its own', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  render(
    <SwapWidget
      bffUrl={bffUrl()}
      defaults={{ amount: '3' }}
      value={{ from: '1:DAI', amount: 'ten' }}
    />,
  )
  expect((await amountToPay()).value).toBe('3')
  await fromButton('Ethereum')
  await act(async () => {})
  expect(warn).toHaveBeenCalledWith(
    'Ferry: value.amount must be a decimal string such as "25.5", got "ten"',
  )
  expect(warn).toHaveBeenCalledWith(
    'Ferry: value.from "1:DAI" is not a listed token (use "<chainId>:<address or symbol>"); ignored',
  )
})

test('the README’s controlled host works as written', async () => {
  render(<ControlledSwap />)
  expect((await amountToPay()).value).toBe('100')
  const root = document.querySelector('.ferry') as HTMLElement
  expect(root.classList.contains('checkout-swap')).toBe(true)
  fireEvent.click(screen.getByRole('button', { name: 'Swap 250 USDC' }))
  await waitFor(async () => expect((await amountToPay()).value).toBe('250'))
  fireEvent.change(await amountToPay(), { target: { value: '42' } })
  await waitFor(async () => expect((await amountToPay()).value).toBe('42'))
})
