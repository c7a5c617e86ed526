// The plain <script> build of the loader: one IIFE file named after the package version, and
// its SRI hash. esbuild's output depends only on the sources, so the hash is stable per version.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { build } from 'esbuild'
import { minify } from 'terser'

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const file = `ferry-embed-${version}.js`
const outdir = new URL('../dist/script/', import.meta.url)
const result = await build({
  entryPoints: [new URL('../src/script.ts', import.meta.url).pathname],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'esnext',
  legalComments: 'none',
  // No "use strict" prologue from the tsconfig: the bundle is strict where it matters (classes).
  tsconfigRaw: {},
  charset: 'utf8',
  write: false,
})
// esbuild bundles; terser's compressor then takes about 80 bytes gzip more off than esbuild's
// minifier, headroom the 3 KB budget of this file needs (it is served to every host page).
const minified = await minify(result.outputFiles[0].text, {
  ecma: 2022,
  compress: { passes: 3 },
  mangle: true,
  format: { comments: false },
})
const code = Buffer.from(minified.code)
const integrity = `sha384-${createHash('sha384').update(code).digest('base64')}`
mkdirSync(outdir, { recursive: true })
writeFileSync(new URL(file, outdir), code)
writeFileSync(new URL('manifest.json', outdir), `${JSON.stringify({ file, integrity }, null, 2)}\n`)
console.log(`${file} ${code.length} bytes ${integrity}`)
