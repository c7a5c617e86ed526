/**
 * A `Response` over a body already read into memory whose `text()`, `json()`, `arrayBuffer()`
 * and `blob()` answer from that buffer. A standard `Response` wraps its body in a web stream as
 * it is made and reads it back through that stream: a measured part of the BFF's CPU time per
 * pass-through request (its profile under load, see the README's throughput section). `body`
 * makes that stream only when asked for (a caller piping the answer on). As with `fetch`, the
 * body is read once: a second read throws.
 */
export class BufferedResponse extends Response {
  readonly #bytes: Buffer<ArrayBuffer>
  #read = false
  #stream: ReadableStream<Uint8Array<ArrayBuffer>> | null | undefined
  #rawHeaders: RawHeaders | undefined
  #headers: Headers | undefined

  constructor(bytes: Buffer<ArrayBuffer>, init: { status: number; headers: Headers | RawHeaders }) {
    // The bytes stay here; the standard body is left empty so that no stream is made for them.
    // The headers too: `Headers` validates every entry as it is made, so they become one only
    // when read (most pass-through answers have one header read, their request id).
    super(null, { status: init.status })
    this.#bytes = bytes
    if (init.headers instanceof Headers) this.#headers = init.headers
    else this.#rawHeaders = init.headers
  }

  override get headers(): Headers {
    this.#headers ??= headersOf(this.#rawHeaders ?? {})
    return this.#headers
  }

  #take(): Buffer<ArrayBuffer> {
    if (this.#read) throw new TypeError('Body is unusable: Body has already been read')
    this.#read = true
    return this.#bytes
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    if (this.#stream === undefined)
      this.#stream = this.#bytes.length === 0 ? null : new Blob([this.#bytes]).stream()
    return this.#stream
  }

  override get bodyUsed(): boolean {
    return this.#read
  }

  override async text(): Promise<string> {
    const bytes = this.#take()
    // As the standard text(): UTF-8, a leading byte order mark dropped.
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
    return bytes.toString('utf8', bom ? 3 : 0)
  }

  override async json(): Promise<unknown> {
    return JSON.parse(await this.text())
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.#take()
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  }

  override async blob(): Promise<Blob> {
    return new Blob([await this.arrayBuffer()], {
      type: this.headers.get('content-type') ?? '',
    })
  }

  override clone(): BufferedResponse {
    if (this.#read) throw new TypeError('Response.clone: Body has already been consumed.')
    return new BufferedResponse(this.#bytes, {
      status: this.status,
      headers: new Headers(this.headers),
    })
  }
}

/** Headers as node's HTTP clients give them: lower-case names, a list for a repeated header. */
export type RawHeaders = Record<string, string | string[] | undefined>

/** `Headers` from node's form, every value of a repeated header kept (set-cookie). */
export function headersOf(raw: RawHeaders): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(raw))
    for (const item of [value ?? []].flat()) headers.append(name, item)
  return headers
}
