// Bundles the BFF with esbuild (TypeScript sources of the workspace included), then copies what
// cannot be bundled and the built web app beside it. Called by deploy/build.sh.
import { cpSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const out = resolve(process.argv[2] ?? join(root, 'deploy/out'))
const bff = join(root, 'apps/bff')
// esbuild is a dev dependency of the BFF, resolved from there.
const { build } = createRequire(join(bff, 'package.json'))('esbuild')
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

// PGlite finds its .wasm and .data files next to its own module, so it stays a package.
const external = ['@electric-sql/pglite', 'pg-native']
await build({
  entryPoints: [join(root, 'deploy/entry.ts')],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outfile: join(out, 'main.js'),
  external,
  sourcemap: true,
  legalComments: 'linked',
  // Bundled CommonJS dependencies (pg, pino) call require(): give the ES module one.
  banner: {
    js: "import { createRequire as __ferryCreateRequire } from 'node:module'; const require = __ferryCreateRequire(import.meta.url);",
  },
  nodePaths: [join(bff, 'node_modules')],
  logLevel: 'warning',
})

const pglite = realpathSync(join(bff, 'node_modules/@electric-sql/pglite'))
cpSync(pglite, join(out, 'node_modules/@electric-sql/pglite'), { recursive: true })
cpSync(join(root, 'apps/web/dist'), join(out, 'web'), { recursive: true })
cpSync(join(root, 'deploy/.env.example'), join(out, '.env.example'))
if (process.env.FERRY_LICENSE !== '0') cpSync(join(root, 'LICENSE'), join(out, 'LICENSE'))
const pgliteVersion = JSON.parse(readFileSync(join(pglite, 'package.json'), 'utf8')).version
writeFileSync(
  join(out, 'package.json'),
  `${JSON.stringify(
    {
      name: 'ferry-bff',
      private: true,
      type: 'module',
      engines: { node: '>=20.19' },
      scripts: { start: 'node main.js' },
      dependencies: { '@electric-sql/pglite': pgliteVersion },
    },
    null,
    2,
  )}\n`,
)
