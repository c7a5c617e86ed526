import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { expect, onTestFinished, test } from 'vitest'
import { type MountWebAppOptions, mountWebApp } from './mountWebApp.js'

const safe = 'https://app.safe.global'

/** The framing headers of each page, served with `options`. */
async function framingOf(options: MountWebAppOptions) {
  const dist = mkdtempSync(join(tmpdir(), 'ferry-web-'))
  onTestFinished(() => rmSync(dist, { recursive: true, force: true }))
  for (const file of ['index.html', 'embed.html', 'demo.html'])
    writeFileSync(join(dist, file), '<!doctype html><head><title>Ferry</title></head>')
  const app = new Hono()
  mountWebApp(app, dist, { frameAncestors: ['https://dex.example'], ...options })
  const framing: Record<string, [string | undefined, string | null]> = {}
  for (const path of ['/', '/embed', '/demo']) {
    const headers = (await app.request(path)).headers
    const policy = headers.get('content-security-policy') ?? ''
    framing[path] = [/frame-ancestors ([^;]*)/.exec(policy)?.[1], headers.get('x-frame-options')]
  }
  return framing
}

test('the swap page may be framed by the configured Safe{Wallet} origins only, and by nobody without them', async () => {
  expect(await framingOf({})).toEqual({
    '/': ["'none'", 'DENY'],
    '/embed': ["'self' https://dex.example", null],
    '/demo': ["'none'", 'DENY'],
  })
  expect(await framingOf({ appFrameAncestors: [safe] })).toEqual({
    '/': [safe, null],
    '/embed': ["'self' https://dex.example", null],
    '/demo': ["'none'", 'DENY'],
  })
  // A value that would widen the policy stops the start.
  await expect(framingOf({ appFrameAncestors: ['https://*.safe.global'] })).rejects.toThrow(
    'Safe app origin "https://*.safe.global" is not an origin',
  )
})
