import { createUpstreamFetch } from '../src/upstream/upstreamFetch.js'

/**
 * The BFF's upstream fetch, recording every call as `METHOD /path`, that can lose the answer of
 * the next v1 submit: the service registers the deposit, the BFF sees a network failure.
 */
export function losingSubmitFetch() {
  const upstream = createUpstreamFetch()
  const sent: string[] = []
  let dropNextSubmit = false
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input)).pathname
    sent.push(`${init?.method ?? 'GET'} ${path}`)
    const response = await upstream(input, init)
    if (dropNextSubmit && path.endsWith('/v1/deposit/submit')) {
      dropNextSubmit = false
      // The service registered the deposit; its answer never reaches the BFF.
      throw new TypeError('fetch failed')
    }
    return response
  }
  return {
    fetch,
    sent,
    /** The next submit's answer is lost. */
    loseNextSubmit() {
      dropNextSubmit = true
    },
  }
}
