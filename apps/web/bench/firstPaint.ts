/**
 * How fast the hosted page shows its swap form, against a bare react + wagmi page showing a
 * connect button, in headless Chromium: both built for production, served over loopback, loaded
 * alternately in fresh browser contexts (no cache); the time from navigation start to the first
 * frame where the element is in the page.
 */

import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bffConfigForDevnet, devnetExtensions, startBff } from '@ferry/bff'
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
const bare = createServer(async (request, response) => {
  const path = request.url === '/' ? '/index.html' : request.url!.split('?')[0]!
  try {
    const body = await readFile(join(bareDist, path))
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' })
    response.end(body)
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
  console.log(`difference ${(ferryMs - bareMs).toFixed(0)} ms`)
} finally {
  await browser?.close()
  await bff.stop()
  await devnet.stop()
  bare.close()
}
