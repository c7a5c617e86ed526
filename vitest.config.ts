import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Every package and app carries its own vitest.config.ts; this file only gathers them.
const projects = ['packages/*', 'apps/*', 'e2e/cluster', 'scripts']
// Suites that take turns on one shared stack of servers, file after file. scripts/test-all.sh
// runs each in a vitest of its own after the rest, one at a time (side by side on two cores their
// timing tests were flaky): `FERRY_VITEST_PART=rest`, then `=bff`, then `=cluster`.
const serverBound: Record<string, string> = { bff: 'apps/bff', cluster: 'e2e/cluster' }
const part = process.env.FERRY_VITEST_PART
const serverBoundPaths = Object.values(serverBound)
// A path named as such is dropped; one a glob matches is excluded by a negated pattern.
const rest = [
  ...projects.filter((path) => !serverBoundPaths.includes(path)),
  ...serverBoundPaths.map((path) => `!${path}`),
]

function unknownPart(name: string): never {
  throw new Error(
    `FERRY_VITEST_PART is ${name}: one of rest, ${Object.keys(serverBound).join(', ')}`,
  )
}

export default defineConfig({
  test: {
    projects:
      part === undefined || part === ''
        ? projects
        : part === 'rest'
          ? rest
          : [serverBound[part] ?? unknownPart(part)],
    passWithNoTests: true,
    // Vitest's default is one worker fewer than the CPUs: one on two cores. The rest's files
    // spend most of their time importing modules and starting jsdom, one after another in that one
    // worker; two workers on two cores halved the part (measured in the commit that set this).
    // The bff and cluster parts run one file at a time anyway (fileParallelism: false).
    ...(part === 'rest' && { maxWorkers: Math.max(2, availableParallelism() - 1) }),
  },
})
