import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Context } from 'hono'

export type ContentCoding = 'br' | 'gzip' | 'identity'

/** A file served from memory: its bytes, each compressed copy worth sending, its caching. */
export type StaticAsset = {
  body: Buffer
  br: Buffer | undefined
  gzip: Buffer | undefined
  type: string
  cacheControl: string
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
}

/** Below this a compressed copy saves less than its headers and the client's work cost. */
const minimumCompressedSize = 512
const compressible = /^(text\/|application\/(json|wasm)|image\/svg)/

/**
 * Vite's `[name]-[hash].[ext]`: eight base64url characters. A word such as `-longname.js` is
 * not taken for one (a hash almost always has a digit or a capital); misreading a hash the
 * other way only costs a revalidation, the reverse would pin stale bytes for a year.
 */
const hashedName = /-(?=[\w-]{0,7}[A-Z0-9])[\w-]{8}\.[a-z0-9]+$/

export const immutable = 'public, max-age=31536000, immutable'

/** `compressed` when it is actually smaller than `body`, else nothing to send it for. */
const ifSmaller = (compressed: Buffer, body: Buffer) =>
  compressed.length < body.length ? compressed : undefined

export type LoadStaticAssetsParameters = {
  folder: string
  /** Cache-Control of every file, instead of deciding by whether its name carries a hash. */
  cacheControl?: string
}

/**
 * The copy the build wrote beside `path` (apps/web/scripts/precompress.mjs), when it is there and
 * not older than the file: a copy left by an earlier build must never stand for new bytes.
 */
function precompressed(path: string, coding: 'br' | 'gz'): Buffer | undefined {
  const copy = `${path}.${coding}`
  if (!existsSync(copy) || statSync(copy).mtimeMs < statSync(path).mtimeMs) return undefined
  return readFileSync(copy)
}

/**
 * Every file of `folder` (not its subfolders, never an `.html` page), read and compressed once:
 * brotli at quality 11 and gzip at level 9 for text worth compressing. The build's own copies
 * (`<file>.br`, `<file>.gz`) are read instead when present: compressing the hosted page's 7 MB
 * of lazy wallet SDKs took seconds of every start.
 */
export function loadStaticAssets(parameters: LoadStaticAssetsParameters): Map<string, StaticAsset> {
  const { folder } = parameters
  const assets = new Map<string, StaticAsset>()
  if (!existsSync(folder)) return assets
  for (const file of readdirSync(folder)) {
    // A page is served only at its route, with its policy; never as an asset.
    if (extname(file) === '.html' || !statSync(join(folder, file)).isFile()) continue
    // A build's compressed copy is served as its file's coding, never at a URL of its own.
    if (/\.(br|gz)$/.test(file)) continue
    const path = join(folder, file)
    const body = readFileSync(path)
    const type = contentTypes[extname(file)] ?? 'application/octet-stream'
    const compress = compressible.test(type) && body.length >= minimumCompressedSize
    const br = !compress
      ? undefined
      : (precompressed(path, 'br') ??
        brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: type.startsWith('text/')
              ? constants.BROTLI_MODE_TEXT
              : constants.BROTLI_MODE_GENERIC,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }))
    const gzip = !compress ? undefined : (precompressed(path, 'gz') ?? gzipSync(body, { level: 9 }))
    assets.set(file, {
      body,
      br: br && ifSmaller(br, body),
      gzip: gzip && ifSmaller(gzip, body),
      type,
      cacheControl: parameters.cacheControl ?? (hashedName.test(file) ? immutable : 'no-cache'),
    })
  }
  return assets
}

/** A qvalue (RFC 9110 §12.4.2): 0 to 1 with at most three decimals. Anything else is invalid. */
const qvalue = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/

/** At most this many entries are read: no browser sends more than a handful. */
const maximumEntries = 16

/**
 * How the client takes its content coded, by Accept-Encoding (RFC 9110 §12.5.3): the highest
 * weight among those `available`, ties going to br, then gzip, then identity. No header means
 * identity; `*` weighs what is not named; q=0 refuses. An entry with a malformed weight counts
 * as not sent. When nothing offered is acceptable the answer is identity, never an error.
 */
export function chooseContentCoding(parameters: {
  acceptEncoding: string | undefined
  /** The compressed copies there are; identity always is. */
  available: readonly ContentCoding[]
}): ContentCoding {
  const { acceptEncoding, available } = parameters
  if (acceptEncoding === undefined) return 'identity'
  const weights = new Map<string, number>()
  for (const entry of acceptEncoding.split(',', maximumEntries)) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase())
    if (!name || weights.has(name)) continue
    let weight = 1
    for (const param of params) {
      const [key, value = ''] = param.split('=').map((part) => part.trim())
      if (key === 'q') weight = qvalue.test(value) ? Number(value) : Number.NaN
    }
    if (!Number.isNaN(weight)) weights.set(name, weight)
  }
  const wildcard = weights.get('*')
  // Identity stays acceptable unless refused by name or by `*;q=0`, but ranks below any coding.
  const weightOf = (coding: ContentCoding) =>
    weights.get(coding) ?? wildcard ?? (coding === 'identity' ? 0.001 : 0)
  let best: ContentCoding = 'identity'
  let bestWeight = 0
  for (const coding of ['br', 'gzip', 'identity'] as const) {
    if (coding !== 'identity' && !available.includes(coding)) continue
    const weight = weightOf(coding)
    if (weight > bestWeight) {
      best = coding
      bestWeight = weight
    }
  }
  return best
}

/**
 * The asset as the request takes it: compressed when accepted, with its length, its type and
 * caching, and `Vary: Accept-Encoding` whatever was chosen (a shared cache must not hand the
 * brotli copy to a client that did not ask for it). HEAD gets the same headers.
 */
/** Requests answered with a static asset: the request log writes them at debug, not info. */
const staticAssetRequests = new WeakSet<Context>()

export const servedStaticAsset = (c: Context) => staticAssetRequests.has(c)

export function staticAssetResponse(parameters: { c: Context; asset: StaticAsset }) {
  const { c, asset } = parameters
  staticAssetRequests.add(c)
  const coding = chooseContentCoding({
    acceptEncoding: c.req.header('accept-encoding'),
    available: [...(asset.br ? ['br' as const] : []), ...(asset.gzip ? ['gzip' as const] : [])],
  })
  const bytes = coding === 'identity' ? asset.body : asset[coding]!
  c.header('Content-Type', asset.type)
  c.header('Cache-Control', asset.cacheControl)
  c.header('Vary', 'Accept-Encoding')
  if (coding !== 'identity') c.header('Content-Encoding', coding)
  c.header('Content-Length', String(bytes.length))
  return c.body(new Uint8Array(bytes))
}
