import { SwapWidget } from '@ferry/widget'
import { headers } from 'next/headers'
import { cookieToInitialState } from 'wagmi'
import { Providers } from './providers'
import { createHostWagmiConfig, rpcUrlsOf } from './wagmiConfig'

// The BFF's address is read when the page is requested, not when it is built.
export const dynamic = 'force-dynamic'

async function fromBff(bffUrl: string, path: string) {
  const response = await fetch(`${bffUrl}${path}`, { cache: 'no-store' })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return response.json()
}

/**
 * A server component: it fetches the BFF's config and params, so the widget's form is in the
 * server-rendered HTML and the browser does not ask for them again; the wallet connection comes
 * from wagmi's cookie.
 */
export default async function Page() {
  const bffUrl = process.env.FERRY_BFF_URL ?? 'http://127.0.0.1:8787'
  const [config, params] = await Promise.all([
    fromBff(bffUrl, '/api/config'),
    fromBff(bffUrl, '/api/v2/params'),
  ])
  const rpcUrls = rpcUrlsOf(config.chains)
  const initialState = cookieToInitialState(
    createHostWagmiConfig(rpcUrls),
    (await headers()).get('cookie'),
  )
  return (
    <main>
      <h1>Ferry on Next.js</h1>
      <Providers rpcUrls={rpcUrls} initialState={initialState}>
        <SwapWidget bffUrl={bffUrl} initialData={{ config, params }} />
      </Providers>
    </main>
  )
}
