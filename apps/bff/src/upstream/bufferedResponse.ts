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

  constructor(bytes: Buffer<ArrayBuffer>, init: { status: number; headers: Headers }) {
    // The bytes stay here; the standard body is left empty so that no stream is made for them.
    super(null, init)
    this.#bytes = bytes
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
