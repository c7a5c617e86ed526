import { expect, test } from 'vitest'
import * as addresses from './index.js'

test('the v1 address rules subpath exports the chain families, the address check and the native token forms only', () => {
  expect(Object.keys(addresses).sort()).toEqual([
    'TRON_CHAIN_ID',
    'V1_BITCOIN_CHAIN_ID',
    'V1_NATIVE_TOKEN_ADDRESS',
    'V1_SOLANA_CHAIN_ID',
    'isV1NativeToken',
    'isValidV1AddressForChain',
    'v1ChainFamily',
  ])
  expect(
    addresses.isValidV1AddressForChain({
      chainId: 0,
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    }),
  ).toBe(true)
})
