import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { apiOf, tokenOf } from '../test/devnetHarness.js'
import { startDevnet } from './startDevnet.js'

test('with a data folder, a restarted devnet keeps its orders and chains', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ferry-devnet-'))
  try {
    const first = await startDevnet({ dataDir })
    const api = apiOf(first)
    const query = new URLSearchParams({
      fromChainId: '1',
      from: tokenOf(first, 1, 'USDC'),
      toChainId: '8453',
      to: tokenOf(first, 8453, 'USDC'),
      srcAmount: '20000000',
    })
    const quote = (await api(`/v2/quote?${query}`)).body
    const { orderId } = (
      await api('/v2/build', { body: { ...quote.build, depositor: first.accounts[0]!.address } })
    ).body
    await first.stop()
    const second = await startDevnet({ dataDir })
    try {
      expect((await apiOf(second)(`/v2/orders/${orderId}`, { key: null })).body).toMatchObject({
        orderId,
        state: 'pending_deposit',
      })
      expect(tokenOf(second, 1, 'USDC')).toBe(tokenOf(first, 1, 'USDC'))
      // Bitcoin starts fresh (genesis only) but its keys come from labels, so addresses stay.
      expect(second.bitcoin.accounts).toEqual(first.bitcoin.accounts)
      const { address } = second.bitcoin.accounts[0]!
      const utxos = await (
        await fetch(`${second.bitcoin.esploraUrl}/address/${address}/utxo`)
      ).json()
      expect(utxos.map((utxo: { value: number }) => utxo.value)).toEqual([500_000_000, 500_000_000])
    } finally {
      await second.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  // Two whole devnet start-ups (six anvil chains, contracts deployed on the first).
}, 180_000)
