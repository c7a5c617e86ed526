/**
 * Two comparisons in one run, in headless Chromium, both pages built for production, served over
 * loopback, loaded alternately in fresh browser contexts (no cache):
 *
 * - first paint: the time from navigation start to the first frame where the hosted page's swap
 *   form (its token buttons) is in the page, against a bare react + wagmi page's connect button;
 * - JavaScript with a wallet: the compressed bytes of every script whose fetch started between
 *   navigation and the first frame where the page is interactive with a wallet connected (an
 *   EIP-6963 wallet injected before load, connected by clicking the page's connect button; for
 *   Ferry, the account shown and the amount field live), marked in the page itself. What Ferry
 *   preloads once idle after that (the swap's wallet side, the tracker) is reported apart. Ferry's
 *   page runs in live mode (the inlined config says `live`), so the devnet wallet's signer, which
 *   live pages never download, is not counted.
 */

import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants } from 'node:zlib'
import { startBff } from '@ferry/bff'
import { bffConfigForDevnet, devnetExtensions } from '@ferry/bff/devnet'
import { startDevnet } from '@ferry/devnet'
import { type Browser, chromium } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const bareDist = here('../node_modules/.bench-bare')
await build({
  root: here('./bare'),
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: bareDist, emptyOutDir: true, target: 'es2022' },
})
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
}
// Compressed as the BFF compresses its assets (brotli at quality 11, once): the bytes compared
// are what each page sends over the wire.
const brotli = new Map<string, Buffer>()
const bare = createServer(async (request, response) => {
  const path = request.url === '/' ? '/index.html' : request.url!.split('?')[0]!
  try {
    const body = await readFile(join(bareDist, path))
    const headers = { 'content-type': types[extname(path)] ?? 'application/octet-stream' }
    if (!/\bbr\b/.test(String(request.headers['accept-encoding']))) {
      response.writeHead(200, headers)
      response.end(body)
      return
    }
    if (!brotli.has(path))
      brotli.set(
        path,
        brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
      )
    response.writeHead(200, { ...headers, 'content-encoding': 'br' })
    response.end(brotli.get(path))
  } catch {
    response.writeHead(404).end()
  }
})
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`

process.env.LOG_LEVEL ??= 'warn'
const devnet = await startDevnet({ stepMs: 200 })
const bff = await startBff({
  config: bffConfigForDevnet(devnet, { port: 0, webDist: here('../dist') }),
  ...devnetExtensions(devnet),
})
let browser: Browser | undefined
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  })
  /** Milliseconds from navigation start to the first animation frame showing `selector`. */
  const firstPaint = async (url: string, selector: string) => {
    const context = await browser!.newContext()
    const page = await context.newPage()
    // A string, not a function: tsx would add helpers that do not exist in the page.
    await page.addInitScript(`{
      const check = () => {
        if (document.querySelector(${JSON.stringify(selector)})) window.__seen = performance.now()
        else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    }`)
    await page.goto(url)
    await page.waitForFunction(
      () => (window as unknown as { __seen?: number }).__seen !== undefined,
    )
    const seen = await page.evaluate(() => (window as unknown as { __seen: number }).__seen)
    await context.close()
    return seen
  }
  /**
   * An EIP-6963 wallet with one account on chain 1, not yet authorized for the site, announced before any page script runs: what
   * a browser extension does. Enough for wagmi to connect; reads go to the chains' RPCs anyway.
   */
  const injectedWallet = `{
    const account = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
    // Not yet authorized for the site (a first visit): the page asks, the user's click allows.
    let authorized = false
    const provider = {
      request: async ({ method }) => {
        if (method === 'eth_requestAccounts') authorized = true
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return authorized ? [account] : []
        if (method === 'eth_chainId') return '0x1'
        if (method === 'net_version') return '1'
        return null
      },
      on() {}, removeListener() {},
    }
    const detail = Object.freeze({
      info: { uuid: '6f7b5d2e-0c1a-4a57-9d3c-7a1e2b3c4d5e', name: 'Bench wallet', rdns: 'dev.ferry.bench', icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E' },
      provider,
    })
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }`
  /**
   * Marks in the page the first animation frame where `ready` holds: the moment the page is
   * interactive with the wallet connected (`window.__interactive`, ms since navigation).
   */
  const markInteractive = (ready: string) => `{
    const check = () => {
      if (${ready}) window.__interactive = performance.now()
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  }`
  /**
   * Compressed bytes of the scripts the page fetched (Resource Timing): those whose fetch started
   * before it was interactive, and those preloaded after it (the swap's wallet side, the tracker).
   */
  const scriptBytes = async (page: import('@playwright/test').Page) => {
    await page.waitForFunction(
      () => (window as unknown as { __interactive?: number }).__interactive !== undefined,
    )
    // What the page preloads once idle shows up in the second figure: wait for the network to
    // settle (no connection for 500 ms) rather than a fixed time.
    await page.waitForLoadState('networkidle')
    const { interactive, scripts } = await page.evaluate(() => ({
      interactive: (window as unknown as { __interactive: number }).__interactive,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
        .map((entry) => ({
          name: new URL(entry.name).pathname,
          startTime: Math.round(entry.startTime),
          bytes: (entry as PerformanceResourceTiming).encodedBodySize,
        })),
    }))
    // BENCH_VERBOSE=1 lists them: which chunks a connected wallet costs, and when.
    if (process.env.BENCH_VERBOSE)
      console.table([...scripts, { name: 'interactive', startTime: Math.round(interactive) }])
    const sum = (list: typeof scripts) => list.reduce((total, script) => total + script.bytes, 0)
    return {
      before: sum(scripts.filter((script) => script.startTime <= interactive)),
      after: sum(scripts.filter((script) => script.startTime > interactive)),
    }
  }
  /** Script bytes until `page` is interactive with the injected wallet connected. */
  const bytesWithWallet = async (which: 'bare' | 'ferry') => {
    const context = await browser!.newContext()
    const page = await context.newPage()
    await page.addInitScript(injectedWallet)
    if (which === 'ferry') {
      await page.addInitScript(
        markInteractive(
          `[...document.querySelectorAll('button')].some((b) => /Disconnect/.test(b.textContent)) && document.querySelector('input[aria-label="Amount to pay"]:enabled')`,
        ),
      )
      // Live mode: the page's inlined config as a live deployment's (no devnet wallet).
      const hosted = new URL(bff.url)
      await page.route(
        (url) => url.origin === hosted.origin && url.pathname === '/',
        async (route) => {
          const response = await route.fetch()
          const body = (await response.text()).replace('"mode":"devnet"', '"mode":"live"')
          await route.fulfill({ response, body })
        },
      )
      await page.goto(bff.url)
      await page
        .getByRole('button', { name: /^Connect/ })
        .and(page.locator(':enabled'))
        .first()
        .click()
    } else {
      await page.addInitScript(markInteractive(`document.querySelector('.connected')`))
      await page.goto(bareUrl)
      await page.getByRole('button', { name: 'Connect wallet' }).click()
    }
    const bytes = await scriptBytes(page)
    await context.close()
    return bytes
  }
  const runs = Number(process.env.BENCH_RUNS ?? 15)
  const samples = { bare: [] as number[], ferry: [] as number[] }
  await firstPaint(bareUrl, 'button')
  await firstPaint(bff.url, '.ferry-token')
  for (let run = 0; run < runs; run++) {
    samples.bare.push(await firstPaint(bareUrl, 'button'))
    samples.ferry.push(await firstPaint(bff.url, '.ferry-token'))
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const [bareMs, ferryMs] = [median(samples.bare), median(samples.ferry)]
  console.log(`bare wagmi page, connect button: median ${bareMs.toFixed(0)} ms over ${runs} runs`)
  console.log(`Ferry hosted page, swap form:    median ${ferryMs.toFixed(0)} ms over ${runs} runs`)
  console.log(
    `difference ${(ferryMs - bareMs).toFixed(0)} ms, ratio ${(ferryMs / bareMs).toFixed(2)}× (goal ≤ 1.0×)`,
  )
  const bytes = { bare: [] as number[], ferry: [] as number[], ferryAfter: [] as number[] }
  for (let run = 0; run < runs; run++) {
    bytes.bare.push((await bytesWithWallet('bare')).before)
    const ferry = await bytesWithWallet('ferry')
    bytes.ferry.push(ferry.before)
    bytes.ferryAfter.push(ferry.after)
  }
  const [bareBytes, ferryBytes] = [median(bytes.bare), median(bytes.ferry)]
  const kb = (value: number) => `${(value / 1000).toFixed(1)} KB`
  console.log(
    `bare wagmi page, wallet connected: JS ${kb(bareBytes)} compressed (median of ${runs})`,
  )
  console.log(
    `Ferry hosted page (live), wallet connected, form live: JS ${kb(ferryBytes)} compressed`,
  )
  console.log(`ratio ${(ferryBytes / bareBytes).toFixed(2)}× (goal ≤ 1.3×)`)
  console.log(
    `then preloaded once idle (the swap's wallet side, the tracker): ${kb(median(bytes.ferryAfter))}`,
  )
} finally {
  await browser?.close()
  await bff.stop()
  await devnet.stop()
  bare.close()
}
