import { mkdirSync, mkdtempSync, realpathSync, symlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bffBundleOptions } from '../../../deploy/bffBundleOptions.mjs'

const bff = fileURLToPath(new URL('../../../apps/bff/', import.meta.url))

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
  await build(
    bffBundleOptions({ bffDir: bff, entry: join(bff, 'test/bffProcess.ts'), outfile: script }),
  )
  mkdirSync(join(dir, 'node_modules/@electric-sql'), { recursive: true })
  symlinkSync(
    realpathSync(join(bff, 'node_modules/@electric-sql/pglite')),
    join(dir, 'node_modules/@electric-sql/pglite'),
  )
  return { script, dir }
}
