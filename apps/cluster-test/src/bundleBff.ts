import { mkdirSync, mkdtempSync, realpathSync, symlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const bff = fileURLToPath(new URL('../../bff/', import.meta.url))

/**
 * The BFF's child-process entry (apps/bff/test/bffProcess.ts) bundled into one JavaScript file,
 * as deploy/bundle.mjs bundles the deployed BFF: each instance then starts in well under a second
 * instead of compiling the sources again. Resolves the file's path (in a temporary folder).
 */
export async function bundleBff(): Promise<{ script: string; dir: string }> {
  const { build } = createRequire(join(bff, 'package.json'))('esbuild') as {
    build(options: object): Promise<unknown>
  }
  const dir = mkdtempSync(join(tmpdir(), 'ferry-bff-bundle-'))
  const script = join(dir, 'bffProcess.mjs')
  await build({
    entryPoints: [join(bff, 'test/bffProcess.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    outfile: script,
    // PGlite loads its WebAssembly from beside its module: linked below, not bundled.
    external: ['@electric-sql/pglite', 'pg-native'],
    banner: {
      js: "import { createRequire as __ferryCreateRequire } from 'node:module'; const require = __ferryCreateRequire(import.meta.url);",
    },
    nodePaths: [join(bff, 'node_modules')],
    logLevel: 'warning',
  })
  mkdirSync(join(dir, 'node_modules/@electric-sql'), { recursive: true })
  symlinkSync(
    realpathSync(join(bff, 'node_modules/@electric-sql/pglite')),
    join(dir, 'node_modules/@electric-sql/pglite'),
  )
  return { script, dir }
}
