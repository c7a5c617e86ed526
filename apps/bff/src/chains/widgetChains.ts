import type { BffChain } from '@ferry/order-api/bff'
import type { V1ChainsCache } from '../v1/v1ChainsCache.js'
import { mergeChains } from './serviceChains.js'

/**
 * The chains `/api/config` serves. Live: the service's list (`GET /v1/chains`, kept five minutes
 * and refreshed by its cache) with CHAINS on top by id; while the service cannot be read, the
 * last list it gave, else CHAINS alone. Devnet: CHAINS (the devnet's own chains).
 */
export function createWidgetChains(parameters: {
  mode: 'live' | 'devnet'
  overrides: readonly BffChain[]
  serviceChains: Pick<V1ChainsCache, 'get'>
  onError?: (message: string) => void
}) {
  let last: { text: string; chains: BffChain[] } | undefined
  return {
    async current(): Promise<BffChain[]> {
      if (parameters.mode === 'devnet') return [...parameters.overrides]
      const answer = await parameters.serviceChains.get().catch((error: Error) => {
        parameters.onError?.(`the service's chain list could not be read: ${error.message}`)
        return undefined
      })
      if (answer && !answer.ok)
        parameters.onError?.(`the service's chain list answered ${answer.status}`)
      if (answer?.ok && last?.text !== answer.text)
        last = {
          text: answer.text,
          chains: mergeChains({
            serviceList: JSON.parse(answer.text),
            overrides: parameters.overrides,
          }),
        }
      return last ? last.chains : [...parameters.overrides]
    },
  }
}
export type WidgetChains = ReturnType<typeof createWidgetChains>
