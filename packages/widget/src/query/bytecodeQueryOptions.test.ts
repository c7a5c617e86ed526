import { expect, test } from 'vitest'
import type { Config } from 'wagmi'
import { bytecodeQueryOptions } from './bytecodeQueryOptions.js'

const wagmiConfig = {} as Config
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test("a code lookup's key is the widget's, in lower case, and it runs only on an EVM chain with an address", () => {
  const evm = bytecodeQueryOptions({ wagmiConfig, chainId: 1, address })
  expect(evm.queryKey).toEqual(['ferry', 'bytecode', 1, address.toLowerCase()])
  expect(evm.enabled).toBe(true)
  expect(bytecodeQueryOptions({ wagmiConfig, chainId: 728126428, address }).enabled).toBe(false)
  expect(bytecodeQueryOptions({ wagmiConfig, chainId: undefined, address }).enabled).toBe(false)
  expect(bytecodeQueryOptions({ wagmiConfig, chainId: 1, address: undefined }).enabled).toBe(false)
})
