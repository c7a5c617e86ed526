import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { setFlagsFromString } from 'node:v8'
import { PGlite } from '@electric-sql/pglite'

/**
 * PGlite's own start parameters with a small buffer pool: its default `shared_buffers` (128 MB)
 * is a server's, and the journal's few small tables never fill it. Measured on an opened data
 * folder: 300 MB RSS with the default, 160 MB with 8 MB (apps/bff/README.md, Memory).
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB']

/**
 * V8 compiles WebAssembly with its baseline compiler (Liftoff) first and re-compiles hot
 * functions with its optimizing one (TurboFan). PostgreSQL's start-up alone makes hundreds of
 * them hot, and the optimizing compiler's working memory (about 45 MB) stays with the process
 * once freed. Liftoff alone keeps an opened journal near 120 MB RSS instead of 160–180 MB, and
 * was no slower here on the journal's queries (apps/bff/README.md, Memory). Process-wide: the
 * other WebAssembly in the BFF (undici's HTTP parser) measured the same either way.
 */
const wasmBaselineOnly = '--liftoff-only'

// Run by a child Node process: `node -e <this> <pglite module URL> <folder>`.
const initdbScript = `const { PGlite } = await import(process.argv[1])
const db = new PGlite(process.argv[2])
await db.query('select 1')
await db.close()`

/**
 * The embedded journal's database. A data folder that holds no database yet is created by a
 * child process first: PGlite's initdb runs in a WebAssembly instance of its own whose memory
 * (400 MB and more) this process would keep for its whole life, although it is needed once.
 * Without a folder (JOURNAL=memory) initdb runs here: nothing outlives the process anyway.
 */
export async function openPglite(parameters: {
  dataDir?: string | undefined
  /**
   * In memory only: a database PGlite dumped (`dumpDataDir`) to start from instead of running
   * initdb, which takes seconds of WebAssembly. The BFF's tests open one per file from one made
   * for the suite (test/globalSetup.ts).
   */
  template?: Blob | undefined
}): Promise<PGlite> {
  const { dataDir, template } = parameters
  setFlagsFromString(wasmBaselineOnly)
  if (!dataDir)
    return new PGlite({
      startParams: pgliteStartParams,
      ...(template && { loadDataDir: template }),
    })
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    await promisify(execFile)(
      process.execPath,
      [
        wasmBaselineOnly,
        '--input-type=module',
        '-e',
        initdbScript,
        import.meta.resolve('@electric-sql/pglite'),
        dataDir,
      ],
      { timeout: 300_000 },
    )
  return new PGlite(dataDir, { startParams: pgliteStartParams })
}
