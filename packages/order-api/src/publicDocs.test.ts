import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import * as bff from './bff/index.js'
import * as orderApi from './index.js'
import * as v1Addresses from './v1/addresses/index.js'
import * as v1 from './v1/index.js'

// Every public function's TSDoc sits directly above it and shows an @example: an editor's hover
// reads the block right above the declaration, so a type alias slipped in between hides it.

const src = dirname(fileURLToPath(import.meta.url))

/** Where each name an entry re-exports comes from: `export { a, b as c } from './x.js'`. */
function sourcesOf(entry: string): Map<string, { file: string; local: string }> {
  const text = readFileSync(join(src, entry), 'utf8')
  const sources = new Map<string, { file: string; local: string }>()
  for (const match of text.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const file = join(dirname(join(src, entry)), match[2]!.replace(/\.js$/, '.ts'))
    for (const part of match[1]!.split(',')) {
      const [local, exported = local] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
      if (local) sources.set(exported!.trim(), { file, local: local.trim() })
    }
  }
  return sources
}

/** The problem with the TSDoc of `local` in `file`, if any. */
function docProblem(file: string, local: string): string | undefined {
  const lines = readFileSync(file, 'utf8').split('\n')
  const declaration = new RegExp(`^export (async )?(function\\*? ${local}\\b|const ${local}\\b)`)
  const at = lines.findIndex((line) => declaration.test(line))
  if (at === -1) return 'declaration not found (re-exported from elsewhere?)'
  if (lines[at - 1]?.trim() !== '*/' && !/^\/\*\*.*\*\/$/.test(lines[at - 1]?.trim() ?? ''))
    return 'no TSDoc block directly above'
  let start = at - 1
  while (start > 0 && !lines[start]!.trim().startsWith('/**')) start -= 1
  if (!lines.slice(start, at).some((line) => line.includes('@example'))) return 'no @example'
  return undefined
}

const entries = [
  ['index.ts', orderApi],
  ['v1/index.ts', v1],
  ['v1/addresses/index.ts', v1Addresses],
  ['bff/index.ts', bff],
] as const

test('every public function of ., ./v1, ./v1/addresses and ./bff has its TSDoc, with an @example, directly above it', () => {
  const problems: string[] = []
  for (const [entry, module] of entries) {
    const sources = sourcesOf(entry)
    for (const [name, value] of Object.entries(module)) {
      // Classes document themselves on the class; schemas and constants are not functions.
      if (typeof value !== 'function' || /^class\s/.test(Function.prototype.toString.call(value)))
        continue
      const source = sources.get(name)
      if (!source) {
        problems.push(`${entry}: ${name}: not re-exported by name`)
        continue
      }
      const problem = docProblem(source.file, source.local)
      if (problem) problems.push(`${entry}: ${name}: ${problem}`)
    }
  }
  expect(problems).toEqual([])
})
