import { afterEach, expect, test } from 'vitest'
import { createWidgetWagmiConfig } from './createWidgetWagmiConfig.js'
import type { FerryConfig } from './ferryConfig.js'

const ferryConfig: FerryConfig = {
  mode: 'devnet',
  chains: [
    {
      id: 31337,
      name: 'Local',
      family: 'evm',
      rpcUrl: 'http://127.0.0.1:8545',
      explorerUrl: null,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ],
  cancelDomain: {
    name: 'OrderDelegate',
    version: '2',
    chainId: 31337,
    verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  },
  pollIntervalMs: 1000,
}

afterEach(() => localStorage.clear())

test('the widget keeps its wallet state under its own key, leaving the host’s `wagmi.*` entries alone', async () => {
  localStorage.setItem('wagmi.recentConnectorId', '"host-wallet"')
  const wagmiConfig = createWidgetWagmiConfig(ferryConfig)
  await wagmiConfig.storage?.setItem('recentConnectorId', 'ferry-wallet')

  expect(wagmiConfig.storage?.key).toBe('ferry.wagmi')
  expect(localStorage.getItem('ferry.wagmi.recentConnectorId')).toBe('"ferry-wallet"')
  expect(localStorage.getItem('wagmi.recentConnectorId')).toBe('"host-wallet"')
})
