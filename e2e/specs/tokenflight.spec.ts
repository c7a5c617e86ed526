import { expect, type Page, test } from '@playwright/test'
import { createPublicClient, erc20Abi, http } from 'viem'
import type { Stack } from '../fixtures.js'
import { openTokenflightHost } from '../tokenflight/tokenflightHost.js'

const stack = () => JSON.parse(process.env.FERRY_STACK!) as Stack
/** Outside hosts the widget calls at start (its hosted defaults, its fiat config): answered 404. */
const knownOutsideHosts = ['https://embed.tokenflight.ai', 'https://fiat.hyperstream.dev']

/**
 * Runs the same swap with `@tokenflight/swap` pointed at `apiEndpoint`: 12 USDC from Ethereum to
 * Base, approved and deposited by the wallet, submitted by the widget, filled on chain.
 */
async function swapWithTokenflight(page: Page, parameters: { apiEndpoint: string; port?: number }) {
  const { serviceUrl, chains, accounts } = stack()
  const { apiEndpoint } = parameters
  const usdcOn = (chainId: number) =>
    chains.find((chain) => chain.chainId === chainId)!.tokens.find((t) => t.symbol === 'USDC')!
      .address
  const user = accounts[5]!
  const base = createPublicClient({
    transport: http(chains.find((chain) => chain.chainId === 8453)!.rpcUrl),
  })
  const balanceOnBase = () =>
    base.readContract({
      address: usdcOn(8453),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [user.address],
    })
  const before = await balanceOnBase()
  /** What the widget asked of `apiEndpoint`, with the answer's status. */
  const calls: string[] = []
  const headerNames = new Set<string>()
  page.on('response', (response) => {
    const url = response.url()
    if (!url.startsWith(apiEndpoint)) return
    for (const name of Object.keys(response.request().headers())) headerNames.add(name)
    calls.push(`${response.request().method()} ${new URL(url).pathname} ${response.status()}`)
  })
  // A request the browser refused to send or complete (a CORS preflight refused, say) has no
  // response: it is listed as failed.
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(apiEndpoint))
      calls.push(
        `${request.method()} ${new URL(request.url()).pathname} failed: ${request.failure()?.errorText}`,
      )
  })
  const host = await openTokenflightHost(page, {
    serviceUrl: apiEndpoint,
    ...(parameters.port === undefined ? {} : { port: parameters.port }),
    chains,
    privateKey: user.privateKey,
    fromToken: `eip155:1:${usdcOn(1).toLowerCase()}`,
    toToken: `eip155:8453:${usdcOn(8453).toLowerCase()}`,
    amount: '12',
  })
  try {
    await host.connectWallet.click()
    // The quote from the devnet's v1 stand-in: 12 USDC less the flat fee and 10 bps, at 0.9995.
    await expect(host.says('11.657493')).toBeVisible()
    await host.confirmSwap.click()
    const outcome = (await page.evaluate(
      () => (window as unknown as { swapOutcome: Promise<unknown> }).swapOutcome,
    )) as { ok: boolean; data: { orderId: string; toAmount: string; txHash: string } }
    expect(outcome.ok, `${JSON.stringify(outcome.data)}\n${calls.join('\n')}`).toBe(true)
    expect(outcome.data.orderId).toMatch(/^c[a-z0-9]{24}$/)
    // The wallet approved, then deposited; the widget submitted the deposit's hash.
    expect(host.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(2)
    let order: {
      status: string
      transactions: { fill?: { amount: string } }
      depositTxHash: string
    }
    await expect
      .poll(
        async () => {
          const response = await fetch(`${serviceUrl}/v1/orders/by-id/${outcome.data.orderId}`)
          order = await response.json()
          return order.status
        },
        { timeout: 30_000 },
      )
      .toBe('filled')
    expect(order!.depositTxHash).toBe(outcome.data.txHash)
    expect(order!.transactions.fill?.amount).toBe(outcome.data.toAmount)
    expect((await balanceOnBase()) - before).toBe(BigInt(outcome.data.toAmount))
    for (const request of host.outside)
      expect(
        knownOutsideHosts.some((origin) => request.includes(origin)),
        request,
      ).toBe(true)
    // Every API call the widget made to its endpoint was answered, none refused or failed.
    // Icons apart: a route's `icon` (a path on the API host, spec v1 quotes) is served by
    // neither the devnet nor the BFF; the image is not drawn, nothing else depends on it.
    expect(
      calls.filter((call) => !/ 2\d\d$/.test(call) && !/^GET \S+\/icon /.test(call)),
      calls.join('\n'),
    ).toEqual([])
    return { calls, headerNames }
  } finally {
    await host.close()
  }
}

test('the service’s own v1 widget (@tokenflight/swap 0.4.10, unchanged) completes a swap against the devnet', async ({
  page,
}) => {
  await swapWithTokenflight(page, { apiEndpoint: stack().serviceUrl })
})

test('the same widget, unchanged, completes the swap pointed at the BFF (<bff>/api), from an allowed origin', async ({
  page,
}) => {
  const { url, plainHostPort } = stack()
  const { calls, headerNames } = await swapWithTokenflight(page, {
    apiEndpoint: `${url}/api`,
    port: plainHostPort,
  })
  // The quote, the build and the submit went through the BFF's v1 routes.
  for (const route of [
    'POST /api/v1/quotes',
    'POST /api/v1/deposit/build',
    'PUT /api/v1/deposit/submit',
  ])
    expect(
      calls.some((call) => call.startsWith(route)),
      calls.join('\n'),
    ).toBe(true)
  // Playwright answers CORS preflights itself while it intercepts requests (the host's
  // page.route for outside hosts), so the preflight Chromium would send to the BFF is asked here,
  // from the host's origin, for the headers the widget sent (browser-set and safelisted apart).
  const browserSet = /^(accept|accept-language|content-language|origin|referer|user-agent|sec-.*)$/
  const asked = [...headerNames].filter((name) => !browserSet.test(name)).sort()
  expect(asked).toEqual(['content-type', 'x-tf-sdk-version'])
  const hostOrigin = `http://127.0.0.1:${plainHostPort}`
  for (const [method, path] of [
    ['GET', '/api/v1/chains'],
    ['POST', '/api/v1/quotes'],
    ['POST', '/api/v1/deposit/build'],
    ['PUT', '/api/v1/deposit/submit'],
  ] as const) {
    const preflight = await fetch(`${url}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin: hostOrigin,
        'access-control-request-method': method,
        'access-control-request-headers': asked.join(','),
      },
    })
    expect(preflight.headers.get('access-control-allow-origin'), path).toBe(hostOrigin)
    expect(preflight.headers.get('access-control-allow-methods'), path).toContain(method)
    expect(preflight.headers.get('access-control-allow-headers')?.split(','), path).toEqual(
      expect.arrayContaining(asked),
    )
  }
})
