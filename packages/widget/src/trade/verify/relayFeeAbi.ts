/**
 * The relay fee a spoke chain's deposit contract takes as a deposit's value (`relayFee()` of the
 * devnet's `SpokeDeposit.sol`, beside order-api's `depositAbi`).
 */
export const relayFeeAbi = [
  {
    type: 'function',
    name: 'relayFee',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const
