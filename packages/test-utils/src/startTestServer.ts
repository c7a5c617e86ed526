import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type StartTestServerParameters = {
  /** Answers every request (node's `http` listener). */
  handler: RequestListener
  /** A port to listen on (one an allow-list names); the system picks one by default. */
  port?: number
}

export type StartTestServerReturnType = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string
  port: number
  server: Server
  /** Closes the server, open keep-alive and streaming connections included. */
  stop(): Promise<void>
}

/**
 * A real HTTP server on 127.0.0.1 on a port the system picks, for tests that need a stub
 * upstream or a page of another origin. Listening on port 0 leaves no window in which another
 * process could take the port between choosing and binding it.
 */
export async function startTestServer({
  handler,
  port: wanted = 0,
}: StartTestServerParameters): Promise<StartTestServerReturnType> {
  const server = createServer(handler)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(wanted, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
