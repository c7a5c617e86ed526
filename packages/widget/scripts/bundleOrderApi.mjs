// The published widget carries its own copy of @ferry/order-api, so that its tarball installs
// alone with npm, pnpm and yarn (a dependency that is not on the registry yet, or a version the
// app pins otherwise, would need an override). After tsc: order-api's built files (and the
// sources their maps name) go to dist/vendor/order-api/, and every '@ferry/order-api…' specifier
// in dist (.js, .d.ts) becomes a relative path to them. order-api's own imports (viem, zod,
// @scure/base) are the widget's dependencies or peers too.
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const widget = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(widget, 'dist')
const orderApi = join(widget, 'node_modules', '@ferry', 'order-api')
const vendor = join(dist, 'vendor', 'order-api')

const manifest = JSON.parse(readFileSync(join(orderApi, 'package.json'), 'utf8'))
if (!existsSync(join(orderApi, 'dist', 'index.js'))) {
  console.error('@ferry/order-api has no dist: build it before the widget')
  process.exit(1)
}
cpSync(join(orderApi, 'dist'), join(vendor, 'dist'), { recursive: true })
cpSync(join(orderApi, 'src'), join(vendor, 'src'), {
  recursive: true,
  filter: (path) => !path.endsWith('.test.ts'),
})

/** '@ferry/order-api/v1' → the vendored file its published exports name, without extension. */
const targets = new Map(
  Object.entries(manifest.publishConfig.exports).map(([subpath, entry]) => [
    join('@ferry/order-api', subpath).split(sep).join('/'),
    join(vendor, entry.default.replace(/\.js$/, '')),
  ]),
)

function* builtFiles(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name)
    if (path === join(dist, 'vendor')) continue
    if (statSync(path).isDirectory()) yield* builtFiles(path)
    else if (name.endsWith('.js') || name.endsWith('.d.ts')) yield path
  }
}

const specifier = /(['"])(@ferry\/order-api(?:\/[\w/-]+)?)\1/g
let rewritten = 0
for (const file of builtFiles(dist)) {
  const text = readFileSync(file, 'utf8')
  const next = text.replace(specifier, (_, quote, name) => {
    const target = targets.get(name)
    if (!target) throw new Error(`${file}: ${name} is not an export of @ferry/order-api`)
    const path = relative(dirname(file), target).split(sep).join('/')
    return `${quote}${path.startsWith('.') ? path : `./${path}`}.js${quote}`
  })
  if (next !== text) {
    writeFileSync(file, next)
    rewritten++
  }
}
if (rewritten === 0) {
  console.error('no @ferry/order-api import found in dist: is the build order right?')
  process.exit(1)
}
