import {
  type V1Chain,
  type V1OrderStatus,
  type V1OrderWire,
  v1ChainListSchema,
  v1OrderSchema,
} from '@ferry/order-api/v1'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  arbitrumChain,
  baseChain,
  evmTxHash,
  tronTxHash,
  unichain,
  v1Order,
} from '../../test/v1/v1Fixtures.js'
import { describeV1Order, v1ExplorerTxUrl } from './v1OrderStatus.js'

const chains = z.decode(v1ChainListSchema, [baseChain, arbitrumChain, unichain])
const orderOf = (overrides: Partial<V1OrderWire>) => z.decode(v1OrderSchema, v1Order(overrides))
const depositAt = Date.parse('2027-01-15T08:00:10.000Z')

describe('describeV1Order', () => {
  it.each([
    ['created', 'created', 0, 'progress', false],
    ['deposited', 'deposited', 1, 'progress', false],
    ['published', 'published', 2, 'progress', false],
    ['filled', 'filled', 3, 'success', true],
    // A refund on its way: its own tone, not a failure, and not final (polling goes on).
    ['refund_pending', undefined, -1, 'refund', false],
    ['refunded', undefined, -1, 'refund', true],
    ['failed', undefined, -1, 'danger', true],
  ] as const)(
    '%s reads as step %s (%i), tone %s, final %s',
    (status, step, stepIndex, tone, final) => {
      const view = describeV1Order({
        order: orderOf({ status: status as V1OrderStatus }),
        chains,
        nowMs: depositAt,
      })
      expect(view).toMatchObject({ status, step, stepIndex, tone, final })
    },
  )

  it('links each transaction to its chain explorer, and names none where the chain has none', () => {
    const fillHash = `0x${'cd'.repeat(32)}`
    const refundHash = `0x${'ef'.repeat(32)}`
    const view = describeV1Order({
      order: orderOf({
        status: 'filled',
        transactions: {
          deposit: { timestamp: '2027-01-15T08:00:10.000Z', txHash: evmTxHash, chainId: 8453 },
          fill: {
            timestamp: '2027-01-15T08:01:00.000Z',
            txHash: fillHash,
            chainId: 42161,
            amount: '99840000',
          },
          refund: { timestamp: '2027-01-15T08:02:00.000Z', txHash: refundHash, chainId: 130 },
        },
      }),
      chains,
      nowMs: depositAt,
    })
    expect(view.links).toEqual([
      {
        kind: 'deposit',
        chainId: 8453,
        txHash: evmTxHash,
        amount: undefined,
        url: `https://basescan.example/tx/${evmTxHash}`,
        explorerName: 'Base explorer',
      },
      {
        kind: 'fill',
        chainId: 42161,
        txHash: fillHash,
        amount: 99_840_000n,
        url: `https://arbiscan.example/tx/${fillHash}`,
        explorerName: 'Arbitrum One explorer',
      },
      {
        kind: 'refund',
        chainId: 130,
        txHash: refundHash,
        amount: undefined,
        url: undefined,
        explorerName: undefined,
      },
    ])
  })

  it('gives no links while the chain list is not loaded', () => {
    const view = describeV1Order({ order: orderOf({}), chains: undefined, nowMs: depositAt })
    expect(view.links.map((link) => link.url)).toEqual([undefined])
  })

  it('counts the ETA from the deposit, down to zero, and drops it once final', () => {
    const order = orderOf({})
    const at = (nowMs: number, status: V1OrderStatus = 'published') =>
      describeV1Order({
        order: { ...order, status },
        chains,
        expectedDurationSeconds: 30,
        nowMs,
      })
    expect(at(depositAt + 10_000)).toMatchObject({
      expectedAt: depositAt + 30_000,
      secondsLeft: 20,
    })
    expect(at(depositAt + 90_000).secondsLeft).toBe(0)
    expect(at(depositAt, 'filled')).toMatchObject({ expectedAt: undefined, secondsLeft: undefined })
    expect(describeV1Order({ order, chains, nowMs: depositAt }).expectedAt).toBeUndefined()
  })

  it('counts from the creation while no deposit is listed', () => {
    const view = describeV1Order({
      order: orderOf({ status: 'created', transactions: {} }),
      chains,
      expectedDurationSeconds: 60,
      nowMs: Date.parse('2027-01-15T08:00:00.000Z'),
    })
    expect(view.secondsLeft).toBe(60)
  })
})

describe('v1ExplorerTxUrl', () => {
  const chainWith = (url: string, type: V1Chain['type'] = 'eip155'): V1Chain => ({
    ...chains[0]!,
    type,
    blockExplorers: { default: { name: 'x', url } },
  })

  it('addresses TRON transactions the way its explorers do', () => {
    expect(
      v1ExplorerTxUrl({ chain: chainWith('https://tronscan.example', 'tron'), txHash: tronTxHash }),
    ).toBe(`https://tronscan.example/#/transaction/${tronTxHash}`)
  })

  it('refuses an explorer that is not http(s) and a hash that could leave the path', () => {
    expect(
      v1ExplorerTxUrl({ chain: chainWith('javascript:alert(1)'), txHash: evmTxHash }),
    ).toBeUndefined()
    expect(v1ExplorerTxUrl({ chain: chainWith('not a url'), txHash: evmTxHash })).toBeUndefined()
    expect(
      v1ExplorerTxUrl({ chain: chainWith('https://scan.example'), txHash: '../../evil?x=1' }),
    ).toBeUndefined()
  })
})
