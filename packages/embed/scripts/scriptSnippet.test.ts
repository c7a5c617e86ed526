import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

// Paths, not URLs: the happy-dom environment's URL is not one node:fs accepts.
const dist = join(import.meta.dirname, '../dist/script')
const built = existsSync(join(dist, 'manifest.json'))

test.skipIf(!built)('the README snippet names the built script file and its sha384', () => {
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'))
  const code = readFileSync(join(dist, manifest.file))
  expect(manifest.integrity).toBe(`sha384-${createHash('sha384').update(code).digest('base64')}`)
  const readme = readFileSync(join(import.meta.dirname, '../README.md'), 'utf8')
  const snippet = readme.split('<!-- script-snippet -->')[1]?.split('```')[1] ?? ''
  expect(snippet).toContain(`/${manifest.file}"`)
  expect(snippet).toContain(`integrity="${manifest.integrity}"`)
  expect(snippet).toContain('crossorigin="anonymous"')
  expect(snippet).toContain("Ferry.createWidget('#swap'")
})
