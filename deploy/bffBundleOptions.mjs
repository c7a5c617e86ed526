// esbuild's options for the BFF as one ES module file for Node (TypeScript sources of the
// workspace included): shared by deploy/bundle.mjs and the multi-instance tests' bundle.
import { join } from 'node:path'

/** PGlite finds its .wasm and .data files next to its own module, so it stays a package. */
export const bffBundleExternal = ['@electric-sql/pglite', 'pg-native']

/** @param {{ bffDir: string, entry: string, outfile: string }} parameters */
export function bffBundleOptions({ bffDir, entry, outfile }) {
  return {
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    outfile,
    external: bffBundleExternal,
    // Bundled CommonJS dependencies (pg, pino) call require(): give the ES module one.
    banner: {
      js: "import { createRequire as __ferryCreateRequire } from 'node:module'; const require = __ferryCreateRequire(import.meta.url);",
    },
    nodePaths: [join(bffDir, 'node_modules')],
    logLevel: 'warning',
  }
}
