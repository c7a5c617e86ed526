/**
 * A live environment: the three variables `parseConfig` requires and a cancel domain, with
 * placeholder values. Config tests spread it and change what they test.
 */
export const liveEnvironment = {
  UPSTREAM_URL: 'https://orders.example',
  UPSTREAM_API_KEY: 'k',
  ALLOWED_ORIGINS: 'https://a.example',
  CHAINS: '[]',
  CANCEL_DOMAIN: JSON.stringify({
    name: 'OrderDelegate',
    version: '2',
    chainId: 1,
    verifyingContract: `0x${'1'.repeat(40)}`,
  }),
}
