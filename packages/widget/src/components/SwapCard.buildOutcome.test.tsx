import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { enabledSwapButton, quoteFor, renderSwapCard } from '../../test/swapCardFixtures.js'
import { en } from '../i18n/en.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/**
 * A fake BFF: quotes for any amount; each build answers 409 (an unresolved earlier build), and
 * each check of the attempt waits until the test hands it an answer.
 */
function fakeBff() {
  const calls: string[] = []
  const checks: ((body: unknown) => void)[] = []
  vi.stubGlobal('fetch', async (url: string | URL, init?: RequestInit) => {
    const parsed = new URL(String(url))
    calls.push(`${init?.method ?? 'GET'} ${parsed.pathname}`)
    if (parsed.pathname === '/api/v2/quote')
      return Response.json(quoteFor(parsed.searchParams.get('srcAmount') ?? '0'))
    if (parsed.pathname === '/api/v2/build')
      return Response.json(
        { name: 'BuildOutcomePendingException', message: 'unresolved', buildAttemptId: 'a7' },
        { status: 409 },
      )
    if (parsed.pathname === '/api/v2/builds/a7')
      return new Promise<Response>((resolve) => checks.push((body) => resolve(Response.json(body))))
    return Response.json({ error: 'not in this test' }, { status: 500 })
  })
  /** Answers the check under way. */
  const answer = async (body: unknown) => {
    await waitFor(() => expect(checks.length).toBeGreaterThan(0))
    checks.shift()!(body)
  }
  return { calls, answer }
}

async function startSwap() {
  localStorage.clear()
  renderSwapCard({ amount: '10' }, { balance: 10n ** 12n })
  fireEvent.click(await screen.findByRole('button', { name: en.connect }))
  const swap = await enabledSwapButton()
  fireEvent.click(swap)
}

test('an unresolved build shows the check under way, then a lost order offers a new quote', async () => {
  const bff = fakeBff()
  await startSwap()
  expect(await screen.findByRole('button', { name: en.status.confirmingBuild })).toBeDefined()
  expect(screen.getByRole('status').textContent).toBe(en.status.confirmingBuild)
  await bff.answer({ status: 'created_unfundable', orderId: `0x${'1'.repeat(64)}` })
  expect((await screen.findByRole('alert')).textContent).toContain(en.buildOutcome.unfundable)
  const quotesBefore = bff.calls.filter((call) => call.endsWith('/quote')).length
  fireEvent.click(screen.getByRole('button', { name: en.newQuote }))
  await waitFor(() =>
    expect(bff.calls.filter((call) => call.endsWith('/quote')).length).toBeGreaterThan(
      quotesBefore,
    ),
  )
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  expect(bff.calls.filter((call) => call === 'POST /api/v2/build')).toHaveLength(1)
})

test('no order created: Try again builds once more, and only on the click', async () => {
  const bff = fakeBff()
  await startSwap()
  await bff.answer({ status: 'not_created' })
  expect((await screen.findByRole('alert')).textContent).toContain(en.buildOutcome.notCreated)
  expect(bff.calls.filter((call) => call === 'POST /api/v2/build')).toHaveLength(1)
  fireEvent.click(screen.getByRole('button', { name: en.tryAgain }))
  await waitFor(() =>
    expect(bff.calls.filter((call) => call === 'POST /api/v2/build')).toHaveLength(2),
  )
  expect(await screen.findByRole('button', { name: en.status.confirmingBuild })).toBeDefined()
})

test('a failure shown is cleared once the form changes: it was about the swap no longer described', async () => {
  const bff = fakeBff()
  await startSwap()
  await bff.answer({ status: 'not_created' })
  expect((await screen.findByRole('alert')).textContent).toContain(en.buildOutcome.notCreated)
  fireEvent.change(screen.getByLabelText(en.amountToPay), { target: { value: '11' } })
  await waitFor(() => expect(screen.queryByText(en.buildOutcome.notCreated)).toBeNull())
  expect(screen.queryByRole('button', { name: en.tryAgain })).toBeNull()
  // Nothing else happened: no build was sent for the new amount.
  expect(bff.calls.filter((call) => call === 'POST /api/v2/build')).toHaveLength(1)
})
