import type { BffChain } from '@ferry/order-api/bff'

/**
 * Why the widget would have no chain to pay from, or undefined when it has one: it builds its
 * wagmi config from the EVM chains with an RPC, and without any it cannot draw the form. Said at
 * start-up, in the operator's words, instead of a widget that fails in every browser.
 */
export function noPayableChainProblem(parameters: {
  mode: 'live' | 'devnet'
  chains: readonly BffChain[]
}): string | undefined {
  if (parameters.chains.some((chain) => chain.family === 'evm' && chain.rpcUrl)) return undefined
  return parameters.mode === 'devnet'
    ? 'CHAINS: names no EVM chain with an rpcUrl, and the devnet serves CHAINS alone: the widget would have no chain to pay from'
    : "no EVM chain with an RPC to serve the widget: the service's GET /v1/chains could not be read or lists none, and CHAINS adds none (the widget cannot draw its form until one is served)"
}
