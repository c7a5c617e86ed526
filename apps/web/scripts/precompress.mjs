// Writes a brotli (quality 11) and a gzip (level 9) copy beside every built asset worth it, so
// the BFF reads them at start instead of compressing 7 MB of lazy wallet SDKs each time it
// starts (apps/bff/src/pages/staticAssets.ts reads `<file>.br` / `<file>.gz` when present).
// node:zlib by hand: a Vite compression plugin would do the same five calls, and the BFF's
// fallback for a folder without copies must use the same parameters anyway.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const compressible = new Set(['.js', '.css', '.svg', '.json', '.wasm'])
const minimumSize = 512

for (const folder of ['dist/assets', 'dist/embed']) {
  let files
  try {
    files = readdirSync(folder)
  } catch {
    continue
  }
  for (const file of files) {
    const path = join(folder, file)
    if (!compressible.has(extname(file)) || !statSync(path).isFile()) continue
    const body = readFileSync(path)
    if (body.length < minimumSize) continue
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: ['.js', '.css'].includes(extname(file))
          ? constants.BROTLI_MODE_TEXT
          : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    })
    const gzip = gzipSync(body, { level: 9 })
    if (br.length < body.length) writeFileSync(`${path}.br`, br)
    if (gzip.length < body.length) writeFileSync(`${path}.gz`, gzip)
  }
}
