import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { type ContentCoding, chooseContentCoding, loadStaticAssets } from './staticAssets.js'

const both: ContentCoding[] = ['br', 'gzip']

test.each([
  [undefined, 'identity'],
  ['', 'identity'],
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip, deflate', 'gzip'],
  ['BR', 'br'],
  [' br ; q = 0.5 ', 'br'],
  ['br;q=0, gzip', 'gzip'],
  ['br;q=0', 'identity'],
  ['gzip;q=1, br;q=0.5', 'gzip'],
  ['br;q=0.8, gzip;q=0.8', 'br'],
  ['identity;q=1, br;q=0.5', 'identity'],
  ['*', 'br'],
  ['*;q=0.5, br;q=0', 'gzip'],
  ['identity;q=0', 'identity'],
  ['*;q=0', 'identity'],
  ['deflate', 'identity'],
  ['br;q=2, gzip', 'gzip'],
  ['br;q=abc, gzip;q=0.1', 'gzip'],
  ['br;q=0.0001, gzip;q=0.001', 'gzip'],
  ['br;q=-1', 'identity'],
  ['br;q=1e0', 'identity'],
  ['br;q=, gzip', 'gzip'],
  ['br;q=0.5;q=junk', 'identity'],
  ['br;q=0, br', 'identity'],
  [';;;,,,=;q=1', 'identity'],
] as const)('Accept-Encoding %j gets %s', (acceptEncoding, expected) => {
  expect(chooseContentCoding({ acceptEncoding, available: both })).toBe(expected)
})

test('a coding without a copy is never chosen, whatever the client prefers', () => {
  expect(chooseContentCoding({ acceptEncoding: 'br', available: ['gzip'] })).toBe('identity')
  expect(chooseContentCoding({ acceptEncoding: 'br, gzip;q=0.1', available: ['gzip'] })).toBe(
    'gzip',
  )
  expect(chooseContentCoding({ acceptEncoding: '*', available: [] })).toBe('identity')
})

test('a hostile Accept-Encoding (huge, entries beyond the first few, garbage) gets identity or a named coding', () => {
  const junk = 'x;q=0.5,'.repeat(20_000)
  expect(chooseContentCoding({ acceptEncoding: `${junk}br`, available: both })).toBe('identity')
  expect(chooseContentCoding({ acceptEncoding: `gzip, ${junk}`, available: both })).toBe('gzip')
  expect(
    chooseContentCoding({ acceptEncoding: `br;${'q=1;'.repeat(20_000)}`, available: both }),
  ).toBe('br')
  expect(chooseContentCoding({ acceptEncoding: '\u0000\uffff;q=\u0661', available: both })).toBe(
    'identity',
  )
})

test('copies are kept only when they shrink a compressible file of some size, and decode to it', () => {
  const folder = mkdtempSync(join(tmpdir(), 'ferry-assets-'))
  try {
    const text = 'export const greeting = "hello";\n'.repeat(100)
    writeFileSync(join(folder, 'app-B1c2D3e4.js'), text)
    writeFileSync(join(folder, 'tiny-B1c2D3e4.js'), 'console.log(1)')
    writeFileSync(join(folder, 'noise-B1c2D3e4.js'), randomBytes(4096))
    writeFileSync(join(folder, 'logo-B1c2D3e4.png'), Buffer.alloc(4096))
    writeFileSync(join(folder, 'page.html'), text)
    const assets = loadStaticAssets({ folder })
    expect([...assets.keys()].sort()).toEqual([
      'app-B1c2D3e4.js',
      'logo-B1c2D3e4.png',
      'noise-B1c2D3e4.js',
      'tiny-B1c2D3e4.js',
    ])
    const app = assets.get('app-B1c2D3e4.js')!
    expect(brotliDecompressSync(app.br!).toString()).toBe(text)
    expect(gunzipSync(app.gzip!).toString()).toBe(text)
    expect(app.br!.length).toBeLessThan(app.gzip!.length)
    for (const name of ['tiny-B1c2D3e4.js', 'noise-B1c2D3e4.js', 'logo-B1c2D3e4.png'])
      expect(assets.get(name), name).toMatchObject({ br: undefined, gzip: undefined })
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})

test('only a Vite-hashed name is immutable; any other file is revalidated', () => {
  const folder = mkdtempSync(join(tmpdir(), 'ferry-assets-'))
  try {
    const names = {
      'main-BH4Kxwyy.js': true,
      'useFerryEvents-DxSmUH-4.js': true,
      'main-BCHzp5Wz.css': true,
      'logo.svg': false,
      'some-longname.js': false,
      'app-1234.js': false,
      'main-BH4Kxwyy.js.map.txt': false,
    }
    for (const name of Object.keys(names)) writeFileSync(join(folder, name), 'x')
    const assets = loadStaticAssets({ folder })
    for (const [name, hashed] of Object.entries(names))
      expect(assets.get(name)!.cacheControl, name).toBe(
        hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})

test("the build's compressed copies are served as their file's codings, never as files, and only when not older", () => {
  const folder = mkdtempSync(join(tmpdir(), 'ferry-precompressed-'))
  try {
    const source = `export const words = ${JSON.stringify('ferry '.repeat(400))}\n`
    writeFileSync(join(folder, 'app-Ab12Cd34.js'), source)
    // Copies the build would have written: marked bytes, so the test sees which ones are served.
    const brCopy = Buffer.from('br copy of the build')
    const gzCopy = Buffer.from('gzip copy of the build')
    writeFileSync(join(folder, 'app-Ab12Cd34.js.br'), brCopy)
    writeFileSync(join(folder, 'app-Ab12Cd34.js.gz'), gzCopy)
    writeFileSync(join(folder, 'stale-Ef56Gh78.js'), source)
    writeFileSync(join(folder, 'stale-Ef56Gh78.js.br'), brCopy)
    const past = new Date(Date.now() - 60_000)
    utimesSync(join(folder, 'stale-Ef56Gh78.js.br'), past, past)

    const assets = loadStaticAssets({ folder })
    expect([...assets.keys()].sort()).toEqual(['app-Ab12Cd34.js', 'stale-Ef56Gh78.js'])
    expect(assets.get('app-Ab12Cd34.js')?.br).toEqual(brCopy)
    expect(assets.get('app-Ab12Cd34.js')?.gzip).toEqual(gzCopy)
    // An older copy is not trusted: the file is compressed at load, as without copies.
    const stale = assets.get('stale-Ef56Gh78.js')!
    expect(brotliDecompressSync(stale.br!).toString()).toBe(source)
    expect(gunzipSync(stale.gzip!).toString()).toBe(source)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})
