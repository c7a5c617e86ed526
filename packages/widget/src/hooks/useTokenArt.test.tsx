import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { json, recordingFetch } from '../../test/v1/v1Fixtures.js'
import { useTokenArt } from './useTokenArt.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const entry = (chainId: number) => ({ chainId, address: '0xa', symbol: 'USDC' })

test('undefined while a set of chains is read, its answer once read; one read per set, in any order', async () => {
  const recorded = recordingFetch((request) =>
    json(
      (new URL(request.url).searchParams.get('chainIds') ?? '').split(',').map(Number).map(entry),
    ),
  )
  vi.stubGlobal('fetch', recorded.fetch)
  const { result, rerender } = renderHook(
    (chainIds: number[] | undefined) => useTokenArt({ bffUrl: 'https://bff.example', chainIds }),
    { initialProps: [8453, 1] },
  )
  expect(result.current).toBeUndefined()
  await waitFor(() => expect(result.current).toHaveLength(2))
  rerender([1, 8453])
  expect(result.current).toHaveLength(2)
  // Another set's answer is not this one's: undefined until its own read ends.
  rerender([1])
  expect(result.current).toBeUndefined()
  await waitFor(() => expect(result.current?.map((art) => art.chainId)).toEqual([1]))
  rerender(undefined)
  expect(result.current).toBeUndefined()
  expect(recorded.requests.map((request) => new URL(request.url).search)).toEqual([
    '?chainIds=1%2C8453',
    '?chainIds=1',
  ])
})

test('a read that fails ends in an empty list, not in a read that never ends', async () => {
  vi.stubGlobal('fetch', recordingFetch(() => json({ message: 'down' }, 502)).fetch)
  const { result } = renderHook(() => useTokenArt({ bffUrl: 'https://bff.example', chainIds: [1] }))
  expect(result.current).toBeUndefined()
  await waitFor(() => expect(result.current).toEqual([]))
})
