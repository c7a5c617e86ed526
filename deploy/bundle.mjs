// Bundles the BFF with esbuild (TypeScript sources of the workspace included), then copies what
// cannot be bundled and the built web app beside it. Called by deploy/build.sh.
import { cpSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bffBundleOptions } from './bffBundleOptions.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const out = resolve(process.argv[2] ?? join(root, 'deploy/out'))
const bff = join(root, 'apps/bff')
// esbuild is a dev dependency of the BFF, resolved from there.
const { build } = createRequire(join(bff, 'package.json'))('esbuild')
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

await build({
  ...bffBundleOptions({
    bffDir: bff,
    entry: join(root, 'deploy/entry.ts'),
    outfile: join(out, 'main.js'),
  }),
  sourcemap: true,
  legalComments: 'linked',
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
