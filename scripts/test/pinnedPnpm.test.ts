import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const { packageManager } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  packageManager: string
}

/** Every file git tracks, with each `pnpm@<version>` it writes literally. */
function pinnedPnpmLiterals(): { file: string; literal: string }[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && file !== 'pnpm-lock.yaml')
  return files.flatMap((file) => {
    let text: string
    try {
      text = readFileSync(`${root}${file}`, 'utf8')
    } catch {
      return [] // listed by git but gone from the work tree (a deletion not yet committed)
    }
    return [...text.matchAll(/pnpm@\d+\.\d+\.\d+/g)].map((match) => ({ file, literal: match[0] }))
  })
}

test('pnpm is pinned once, in package.json: scripts read it from there, documents show the same literal', () => {
  expect(packageManager).toMatch(/^pnpm@\d+\.\d+\.\d+$/)
  const literals = pinnedPnpmLiterals()
  // The commands a reader types stay literal in the documents; they must say the pinned version.
  expect(literals.filter(({ literal }) => literal !== packageManager)).toEqual([])
  // Anything that runs (scripts, CI, Dockerfile) goes through scripts/pnpm.sh instead.
  expect(literals.filter(({ file }) => file !== 'package.json' && !file.endsWith('.md'))).toEqual(
    [],
  )
  expect(literals.some(({ file }) => file === 'README.md')).toBe(true)
})
