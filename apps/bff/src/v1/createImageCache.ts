/** An image kept in memory: its bytes and content type, as the service answered them. */
export type CachedImage = { body: Uint8Array; contentType: string; at: number }

/** Any other answer, read whole so that every request that shared the read can pass it on. */
export type ImageRefusal = { status: number; headers: [string, string][]; body: Uint8Array }

export type CreateImageCacheParameters = {
  /** How long an image is served from memory before the service is asked again. */
  ttlMs: number
  /** Most images kept; the least recently used goes first. */
  maxEntries: number
  /** An image larger than this is passed on but not kept. */
  maxBytes: number
  now?: () => number
}

/**
 * Chain icons and token logos, kept in the BFF's memory: every browser's first visit asks for
 * the same few dozen images, and all of them reach the service from the BFF's one address, so
 * without this each new visitor would spend the shared catalog budget on images it already
 * fetched. Concurrent misses for one image share one upstream read; failures are not kept.
 */
export function createImageCache(parameters: CreateImageCacheParameters) {
  const now = parameters.now ?? Date.now
  const images = new Map<string, CachedImage>()
  const loading = new Map<string, Promise<CachedImage | ImageRefusal>>()
  const fresh = (key: string) => {
    const image = images.get(key)
    if (!image) return undefined
    if (now() - image.at >= parameters.ttlMs) {
      images.delete(key)
      return undefined
    }
    // Map order is insertion order: re-inserting marks it most recently used.
    images.delete(key)
    images.set(key, image)
    return image
  }
  const keep = (key: string, image: CachedImage) => {
    images.set(key, image)
    while (images.size > parameters.maxEntries) images.delete(images.keys().next().value!)
  }
  return {
    /** The image when it is in memory and fresh. */
    get: fresh,
    /**
     * The image from memory, or from `load` (one load per key at a time): a 200 answer becomes a
     * cached image; any other answer comes back read whole (and is not kept), for each caller to
     * pass on.
     */
    async load(key: string, load: () => Promise<Response>): Promise<CachedImage | ImageRefusal> {
      const hit = fresh(key)
      if (hit) return hit
      const pending = loading.get(key)
      if (pending) return pending
      const started = (async () => {
        const response = await load()
        const body = new Uint8Array(await response.arrayBuffer())
        if (response.status !== 200)
          return { status: response.status, headers: [...response.headers], body }
        const image = {
          body,
          contentType: response.headers.get('content-type') ?? 'application/octet-stream',
          at: now(),
        }
        if (body.byteLength <= parameters.maxBytes) keep(key, image)
        return image
      })().finally(() => loading.delete(key))
      loading.set(key, started)
      return started
    },
    size: () => images.size,
  }
}
