import type { Address, Hex } from 'viem'

// ERC-20 `balanceOf(address)` by hand, rather than through viem's contract reads: `readContract`
// brings `call` (ABI coding, CCIP-Read, multicall; 19 KB compressed) into the connected page's
// first load for one fixed call. balanceOfCall.test.ts checks both against viem's coder.

/** `keccak256("balanceOf(address)")`, first four bytes. */
const balanceOfSelector = '0x70a08231'

/** The call data of `balanceOf(account)`. */
export function encodeBalanceOf(account: Address): Hex {
  return `${balanceOfSelector}${account.slice(2).toLowerCase().padStart(64, '0')}`
}

/** The `uint256` a `balanceOf` call returned; anything shorter is not an ERC-20's answer. */
export function decodeBalanceOf(data: Hex): bigint {
  const word = data.slice(2, 66)
  if (!/^[0-9a-fA-F]{64}$/.test(word))
    throw new Error(`balanceOf returned ${data.length > 2 ? 'a malformed answer' : 'nothing'}`)
  return BigInt(`0x${word}`)
}
