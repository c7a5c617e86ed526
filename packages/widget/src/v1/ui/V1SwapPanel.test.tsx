import { renderWithProviders } from '@ferry/test-utils/react'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keypair, testWallet } from '../../../test/solana/solanaWalletFixtures.js'
import { config, params } from '../../../test/swapCardFixtures.js'
import { routeLine, usdcArbitrum, usdcBase, usdcOn, wallet } from '../../../test/v1/v1Fixtures.js'
import { useInterfaceChoice } from '../../hooks/useInterfaceChoice.js'
import type { Recipients } from '../../hooks/useRecipients.js'
import { type TradeQuote, useTradeQuote } from '../../hooks/useTradeQuote.js'
import { allEnglish as en } from '../../i18n/allEnglish.js'
import { v1SwapEn } from '../../i18n/v1SwapEn.js'
import { memoryStorage } from '../../storage/browserStorage.js'
import { familyWallets } from '../../trade/familyWallets.js'
import V1SwapPanel, { type V1SwapPanelProps } from './V1SwapPanel.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  familyWallets.reset()
})

let bffIndex = 0
/** Answers the streamed quote with `lines` as NDJSON; records the quote bodies. */
function stubQuotes(lines: unknown[], answer?: Response) {
  const bodies: unknown[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.pathname === '/api/v1/quotes' && url.searchParams.get('mode') === 'stream') {
      bodies.push({ ...(await request.json()), asked: url.searchParams.get('routes') })
      if (answer) return answer
      return new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join(''), {
        headers: { 'content-type': 'application/x-ndjson' },
      })
    }
    if (url.pathname === '/api/v1/chains') return Response.json([])
    return Response.json({ error: 'not in this test' }, { status: 500 })
  })
  return bodies
}

type PanelInput = Omit<V1SwapPanelProps, 'routes'> & {
  /** In base units of the side `mode` names. */
  amount: bigint | undefined
  recipients: Pick<Recipients, 'valid' | 'request'>
}

/**
 * The panel as the form draws it: the form's one quote (useTradeQuote) asks the v1 routes and
 * hands them down; every answer the form saw is kept in `quotes` (the chosen route feeds the
 * form's other field from there).
 */
function FormLevel(props: PanelInput & { quotes: TradeQuote[] }) {
  const { amount, recipients, quotes, ...panel } = props
  const choose = useInterfaceChoice({ from: panel.from, to: panel.to, params })
  const quote = useTradeQuote({
    bffUrl: panel.bffUrl,
    from: panel.from,
    to: panel.to,
    mode: panel.mode,
    amount,
    choose,
    depositor: panel.depositor,
    recipients,
  })
  quotes.push(quote)
  return quote.v1 ? <V1SwapPanel {...panel} routes={quote.v1} /> : null
}

function renderPanel(overrides: Partial<PanelInput> = {}) {
  const props: PanelInput = {
    bffUrl: `http://bff-v1-panel-${++bffIndex}.test`,
    config,
    from: usdcOn(8453, usdcBase),
    to: usdcOn(42161, usdcArbitrum),
    mode: 'exact_input',
    amount: 100_000_000n,
    depositor: wallet,
    recipients: { valid: true, request: {} },
    storage: { backing: memoryStorage(), remember: vi.fn(), claimDeposit: vi.fn(() => true) },
    prices: { pay: '0.9998', receive: '0.9998' },
    onTrack: vi.fn(),
    ...overrides,
  }
  const quotes: TradeQuote[] = []
  renderWithProviders(<FormLevel {...props} quotes={quotes} />)
  /** The chosen route's two amounts as the form last read them. */
  const chosen = () => {
    const route = quotes.at(-1)?.v1?.route
    return route && { spend: route.spend.amount, receive: route.receive.amount }
  }
  return { ...props, quotes, chosen }
}

const now = () => Math.floor(Date.now() / 1000)

describe('V1SwapPanel', () => {
  it('lists each route with amount, duration, network fee and tags; the best is preselected; another can be picked', async () => {
    const expiresAt = now() + 45
    const validBefore = now() + 1800
    const bodies = stubQuotes([
      routeLine({
        routeId: 'Native',
        amountOut: '99850000',
        expectedDurationSeconds: 30,
        tags: ['1-click'],
        estimatedGas: '21000000000000',
        quoteExpiresAt: expiresAt,
        validBefore,
      }),
      routeLine({
        routeId: 'ExternalA',
        amountOut: '99900000',
        expectedDurationSeconds: 30,
        tags: ['needs-approval'],
        quoteExpiresAt: expiresAt,
        validBefore,
      }),
    ])
    const props = renderPanel()
    const group = await screen.findByRole('group', { name: v1SwapEn.routes })
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(2))
    const [first, second] = within(group).getAllByRole('radio') as HTMLInputElement[]
    // Best first: ExternalA gives more in the same time (routeOrder weighs a longer wait).
    expect(first!.value).toBe('ExternalA')
    expect(first!.checked).toBe(true)
    expect(second!.checked).toBe(false)
    const native = group.querySelector('[data-route="Native"]')!
    expect(native.textContent).toContain('99.85 USDC')
    expect(native.textContent).toContain(v1SwapEn.duration(1))
    expect(native.textContent).toContain(`${v1SwapEn.networkFee} 0.000021 ETH`)
    expect(native.textContent).toContain(v1SwapEn.oneClick)
    expect(group.querySelector('[data-route="ExternalA"]')!.textContent).toContain(
      v1SwapEn.needsApproval,
    )
    const countdown = screen.getByTestId('v1-countdown').textContent!
    expect(countdown).toMatch(/Price valid for 0:4\d/)
    expect(countdown).toContain('Order deadline:')
    await waitFor(() =>
      expect(props.chosen()).toEqual({ spend: 100_000_000n, receive: 99_900_000n }),
    )

    fireEvent.click(second!)
    expect((second as HTMLInputElement).checked).toBe(true)
    await waitFor(() =>
      expect(props.chosen()).toEqual({ spend: 100_000_000n, receive: 99_850_000n }),
    )
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({
      tradeType: 'EXACT_INPUT',
      fromChainId: 8453,
      toChainId: 42161,
      amount: '100000000',
      fromAddress: wallet,
      // Every route, so the native route does not hide the others.
      asked: 'Native,NativeUTXO,ExternalA,ExternalB,ExternalC',
    })
  })

  it('a stream with no route says so and tells the form', async () => {
    stubQuotes([])
    const props = renderPanel()
    expect(await screen.findByText(v1SwapEn.noRoute)).toBeTruthy()
    // The form's interface choice hears that v1 has no route (chooseInterface's `v1Serves`).
    await waitFor(() => expect(props.quotes.at(-1)?.v1?.noRoute).toBe(true))
    expect(props.chosen()).toBeUndefined()
  })

  it('a stream that fails before any route answers says the routes could not be asked, not that none serves', async () => {
    stubQuotes(
      [],
      Response.json({ error: 'The Order Service could not be reached' }, { status: 502 }),
    )
    renderPanel()
    expect(await screen.findByText(v1SwapEn.routesUnavailable)).toBeTruthy()
    expect(screen.queryByText(v1SwapEn.noRoute)).toBeNull()
  })

  it('draws each route with its icon read through the BFF, and its initial when the icon fails', async () => {
    stubQuotes([
      routeLine({ routeId: 'Native', quoteExpiresAt: now() + 60 }),
      routeLine({ routeId: 'ExternalA', quoteExpiresAt: now() + 60 }),
    ])
    const props = renderPanel()
    const group = await screen.findByRole('group', { name: v1SwapEn.routes })
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(2))
    const iconOf = (routeId: string) =>
      group.querySelector<HTMLImageElement>(`[data-route="${routeId}"] img.ferry-v1-route-icon`)!
    expect(iconOf('Native').getAttribute('src')).toBe(`${props.bffUrl}/api/v1/route/Native/icon`)
    expect(iconOf('ExternalA').getAttribute('src')).toBe(
      `${props.bffUrl}/api/v1/route/ExternalA/icon`,
    )
    expect([iconOf('Native').width, iconOf('Native').height, iconOf('Native').alt]).toEqual([
      20,
      20,
      '',
    ])
    fireEvent.error(iconOf('Native'))
    const native = group.querySelector('[data-route="Native"]')!
    expect(native.querySelector('img')).toBeNull()
    expect(native.querySelector('.ferry-v1-route-glyph')!.textContent).toBe('N')
    // The radio keeps the route's name as its label.
    expect(within(group).getByRole('radio', { name: /Native/ })).toBeTruthy()
  })

  it('a Solana source in a browser that announces no Solana wallet says what to do and offers no swap button', async () => {
    stubQuotes([routeLine({ quoteExpiresAt: now() + 60 })])
    renderPanel({
      from: { ...usdcOn(20011000000, 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v') },
    })
    expect((await screen.findByRole('alert')).textContent).toBe(v1SwapEn.solana.noWallet)
    expect(screen.queryByRole('button', { name: en.swap })).toBeNull()
  })

  it('a Solana source with an announced wallet: connect it, see its address, quote for it, swap', async () => {
    const signer = await keypair()
    const { wallet: solanaWallet } = testWallet(signer, ['send'])
    const unregister = getWallets().register(solanaWallet)
    try {
      const bodies = stubQuotes([routeLine({ quoteExpiresAt: now() + 60 })])
      renderPanel({
        from: { ...usdcOn(20011000000, 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v') },
      })
      expect(familyWallets.get('solana').wallet).toBeUndefined()
      // No EVM connect button stands in for the Solana wallet's.
      expect(screen.queryByRole('button', { name: en.swap })).toBeNull()
      fireEvent.click(
        await screen.findByRole('button', { name: en.familyWallet.connect('Test wallet') }),
      )
      expect((await screen.findByTestId('family-wallet-address')).textContent).toBe(signer.address)
      // The form's Solana sides (the refund here) default to the connected wallet, which the
      // form reads from the family wallets (useSwapForm).
      expect(familyWallets.get('solana').wallet?.address).toBe(signer.address)
      await waitFor(() =>
        expect(bodies.at(-1)).toMatchObject({
          fromChainId: 20011000000,
          fromAddress: signer.address,
        }),
      )
      expect(await screen.findByRole('button', { name: en.swap })).toBeTruthy()
    } finally {
      unregister()
    }
  })
})
