import { type Address, encodeFunctionData, type Hex } from 'viem'

/**
 * The deposit function of a spoke chain's deposit contract, as the build's `depositTx` calls
 * it: the order id is the hash of the depositor and the nonce (spec: Build, EVM deposit).
 */
export const depositAbi = [
  {
    type: 'function',
    name: 'deposit',
    stateMutability: 'payable',
    inputs: [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
    ],
    outputs: [{ name: 'orderId', type: 'bytes32' }],
  },
] as const

export type EncodeDepositParameters = { token: Address; amount: bigint; nonce: bigint }

/**
 * The calldata of `deposit(token, amount, nonce)`.
 *
 * @example
 * const data = encodeDeposit({ token: usdc, amount: 1_000_000n, nonce })
 * await walletClient.sendTransaction({ account, to: depositContract, data })
 */
export function encodeDeposit({ token, amount, nonce }: EncodeDepositParameters): Hex {
  return encodeFunctionData({
    abi: depositAbi,
    functionName: 'deposit',
    args: [token, amount, nonce],
  })
}
