// Run in an installed app folder: every peer of @ferry/widget (and of @ferry/order-api, when the
// app installs it beside the widget, which carries its own copy) resolves, from
// where the package manager put that package, to a version its range accepts.
import { execSync } from 'node:child_process'
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// npm's own copy of semver: every machine that runs this has npm.
const npmRoot = execSync('npm root -g', { encoding: 'utf8' }).trim()
const semver = createRequire(import.meta.url)(join(npmRoot, 'npm/node_modules/semver'))

/** The package.json `name` resolves to from `dir`, walking up node_modules folders. */
function findPackage(name, dir) {
  for (let current = dir; ; current = dirname(current)) {
    const candidate = join(current, 'node_modules', name, 'package.json')
    if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, 'utf8'))
    if (dirname(current) === current) return undefined
  }
}

const problems = []
for (const name of ['@ferry/widget', '@ferry/order-api']) {
  const installed = join(process.cwd(), 'node_modules', name)
  const where = existsSync(installed) ? realpathSync(installed) : undefined
  if (!where && name === '@ferry/order-api') continue
  if (!where) {
    problems.push(`${name} is not installed at the top level`)
    continue
  }
  const manifest = JSON.parse(readFileSync(join(where, 'package.json'), 'utf8'))
  for (const [peer, range] of Object.entries(manifest.peerDependencies ?? {})) {
    const found = findPackage(peer, where)
    if (!found) problems.push(`${name}: peer ${peer} ${range} is missing`)
    else if (!semver.satisfies(found.version, range))
      problems.push(`${name}: peer ${peer} ${range} found ${found.version}`)
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
