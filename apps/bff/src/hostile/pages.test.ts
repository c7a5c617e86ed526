import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { expect, onTestFinished, test } from 'vitest'
import { mountWebApp } from '../pages/mountWebApp.js'
import type { PageRendersParameters } from '../pages/pageRenders.js'

type RenderProbe = { count: number; gate?: Promise<void> }
const probes = globalThis as unknown as Record<string, RenderProbe>

/**
 * Pages served from a built app whose server entry counts its renders (and waits for `gate`
 * when one is set); the client is the `x-client` header.
 */
function pagesApp(renders: PageRendersParameters = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'ferry-pages-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  mkdirSync(join(dir, 'assets'))
  mkdirSync(join(dir, 'server'))
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  )
  const name = `ferryRenderProbe${Math.random().toString(36).slice(2)}`
  const probe: RenderProbe = { count: 0 }
  probes[name] = probe
  writeFileSync(
    join(dir, 'server', 'entry-server.mjs'),
    `export async function renderPage({ url }) {
  const probe = globalThis.${name}
  probe.count += 1
  await probe.gate
  return '<form data-url="' + encodeURI(url) + '"></form>'
}\n`,
  )
  const app = new Hono()
  mountWebApp(app, dir, {
    serverEntry: join(dir, 'server', 'entry-server.mjs'),
    clientOf: (c) => c.req.header('x-client') ?? 'anyone',
    renders,
  })
  const page = async (path: string, client = 'flood') => {
    const response = await app.request(`http://swap.example${path}`, {
      headers: { 'x-client': client },
    })
    return { status: response.status, render: response.headers.get('x-ferry-render'), response }
  }
  return { page, probe }
}

test('fifty concurrent identical page requests cost one server render', async () => {
  const { page, probe } = pagesApp()
  const answers = await Promise.all(Array.from({ length: 50 }, () => page('/?amount=5')))
  expect(answers.every((answer) => answer.status === 200)).toBe(true)
  expect(probe.count).toBe(1)
  expect(answers.filter((answer) => answer.render === 'rendered')).toHaveLength(1)
  expect(
    answers.every((answer) => ['rendered', 'joined', 'cached'].includes(answer.render ?? '')),
  ).toBe(true)
  expect((await page('/?amount=5', 'someone-else')).render).toBe('cached')
  expect(probe.count).toBe(1)
})

test('hostile query strings share the render of the page they normalize to', async () => {
  const { page, probe } = pagesApp()
  for (const query of [
    '?amount=5&theme=dark',
    '?theme=dark&amount=5',
    '?amount=5&theme=dark&junk=1',
    '?utm=x&amount=5&theme=dark&locale=%3Cx%3E',
    '?amount=5&theme=dark&theme=neon&amount=7',
    '?amount=5&theme=dark&from=not%20a%20token',
  ])
    expect((await page(`/${query}`)).status).toBe(200)
  expect(probe.count).toBe(1)
})

test('a client flooding distinct pages gets the shell past its share; others still get renders', async () => {
  const { page, probe } = pagesApp({ rendersPerClient: 5 })
  const answers = []
  for (let i = 0; i < 30; i++) answers.push(await page(`/?amount=${i + 1}`))
  expect(answers.every((answer) => answer.status === 200)).toBe(true)
  expect(probe.count).toBe(5)
  expect(answers.slice(5).map((answer) => answer.render)).toEqual(
    Array(25).fill('shell; reason=client-budget'),
  )
  // The shell is the page as built: the browser renders the form itself.
  expect(await answers[29]!.response.text()).toContain('<div id="root"></div>')
  expect((await page('/?amount=999', 'someone-else')).render).toBe('rendered')
  expect(probe.count).toBe(6)
})

test('past the process render budget every client gets the shell instead of a queue', async () => {
  const { page, probe } = pagesApp({ renders: 4 })
  for (let i = 0; i < 8; i++) await page(`/?amount=${i + 1}`, `client-${i}`)
  expect(probe.count).toBe(4)
  expect((await page('/?amount=100', 'late')).render).toBe('shell; reason=render-budget')
})

test('while renders are under way, a further miss is served the shell at once', async () => {
  const { page, probe } = pagesApp({ concurrentRenders: 2 })
  let open!: () => void
  probe.gate = new Promise<void>((resolve) => {
    open = resolve
  })
  const first = page('/?amount=1', 'a')
  const second = page('/?amount=2', 'b')
  // Answered while the two renders still wait: nothing queued behind them.
  expect((await page('/?amount=3', 'c')).render).toBe('shell; reason=busy')
  open()
  expect((await first).render).toBe('rendered')
  expect((await second).render).toBe('rendered')
  expect(probe.count).toBe(2)
})

test('page requests past the per-client limit are refused with 429 and Retry-After', async () => {
  const { page } = pagesApp({ pagesPerClient: 3 })
  const statuses = []
  for (let i = 0; i < 5; i++) statuses.push((await page('/')).status)
  expect(statuses).toEqual([200, 200, 200, 429, 429])
  const refused = await page('/')
  expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  expect((await page('/', 'someone-else')).status).toBe(200)
})
