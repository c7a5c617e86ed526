/** USDC's address, used for both sides of the fixtures' Ethereum → Base trade. */
export const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

/** The build part of a quote for 100 USDC from Ethereum to Base (no depositor yet). */
export const usdcBuild = {
  srcToken: { chainId: 1, token: usdc },
  dstToken: { chainId: 8453, token: usdc },
  amount: '100000000',
  intentOutcomeRate: '999500000000000000',
  terms: { flatFee: '1', expiresAt: '1795000000', signature: `0x${'ab'.repeat(65)}` },
} as const
