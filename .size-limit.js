// Size budgets, checked in CI by `pnpm size` after the build.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** A built ES module and every module it imports statically: what loads before it runs. */
function withStaticImports(file, seen = new Set()) {
  if (seen.has(file)) return seen
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  for (const [, path] of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g))
    withStaticImports(join(dirname(file), path), seen)
  return seen
}

/** The hosted page's first-load JavaScript: its entry script and what that imports statically. */
function pageFirstLoad(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const entry = html.match(/<script type="module"[^>]*src="\/([^"]+)"/)?.[1]
  if (!entry) throw new Error(`no module script in ${dist}/index.html; run pnpm build first`)
  return [...withStaticImports(join(dist, entry))]
}

const widgetEntry = 'packages/widget/.size/index.js'
if (!existsSync(widgetEntry))
  throw new Error(`${widgetEntry} is missing; run pnpm --filter @ferry/widget size:bundle`)

const embedManifest = 'packages/embed/dist/script/manifest.json'
if (!existsSync(embedManifest))
  throw new Error(`${embedManifest} is missing; run pnpm --filter @ferry/embed build`)
const embedScript = JSON.parse(readFileSync(embedManifest, 'utf8'))

export default [
  {
    name: '@ferry/embed loader',
    path: 'packages/embed/src/index.ts',
    import: '{ createFerryWidget }',
    // +50 B for onConnectWallet (the host's kit opens its modal from the frame's button), +150 B
    // for EIP-5792 through the relay (three methods, and the plain-batch check of sendCalls).
    limit: '3.2 KB',
    gzip: true,
  },
  {
    name: '@ferry/embed plain <script> build (IIFE, global Ferry.createWidget)',
    path: `packages/embed/dist/script/${embedScript.file}`,
    disablePlugins: ['@size-limit/esbuild'],
    limit: '3.2 KB',
    gzip: true,
  },
  {
    name: '@ferry/embed frame side',
    path: 'packages/embed/src/frame.ts',
    import: '{ connectToHost }',
    limit: '3 KB',
    gzip: true,
  },
  {
    name: '@ferry/order-api/v1 (lazy), own code: zod, viem and @scure/base are shared with the widget',
    path: 'packages/order-api/src/v1/index.ts',
    import: '{ createV1Client, submitOnce, createBuildGuard, submitRequestFor }',
    ignore: ['zod', 'viem', '@scure/base'],
    limit: '12 KB',
    gzip: true,
  },
  {
    name: '@ferry/widget own code, first load (peer dependencies excluded, lazy parts apart)',
    path: [...withStaticImports(widgetEntry)],
    disablePlugins: ['@size-limit/esbuild'],
    limit: '22 KB',
    gzip: true,
  },
  {
    name: 'hosted page, first-load JavaScript',
    path: pageFirstLoad('apps/web/dist'),
    disablePlugins: ['@size-limit/esbuild'],
    limit: '123 KB',
    gzip: true,
  },
]
