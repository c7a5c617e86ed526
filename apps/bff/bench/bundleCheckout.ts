import { mkdirSync, realpathSync, symlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

type BundleOptions = (parameters: { bffDir: string; entry: string; outfile: string }) => object

/**
 * The BFF of a checkout (this one, or another version's worktree to compare with) bundled as
 * `deploy/build.sh` bundles it for production (that checkout's own esbuild options and entry,
 * PGlite beside it), into `folder`, without the web app. Resolves the `main.js` to start.
 */
export async function bundleCheckout(checkout: string, folder: string): Promise<string> {
  const bffDir = join(checkout, 'apps/bff')
  const { build } = createRequire(join(bffDir, 'package.json'))('esbuild') as {
    build(options: object): Promise<unknown>
  }
  const { bffBundleOptions } = (await import(
    pathToFileURL(join(checkout, 'deploy/bffBundleOptions.mjs')).href
  )) as { bffBundleOptions: BundleOptions }
  const outfile = join(folder, 'main.js')
  await build({
    ...bffBundleOptions({ bffDir, entry: join(checkout, 'deploy/entry.ts'), outfile }),
    // As deploy/bundle.mjs: a deployed process pays for source maps too.
    sourcemap: true,
  })
  mkdirSync(join(folder, 'node_modules/@electric-sql'), { recursive: true })
  symlinkSync(
    realpathSync(join(bffDir, 'node_modules/@electric-sql/pglite')),
    join(folder, 'node_modules/@electric-sql/pglite'),
  )
  return outfile
}
