import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from 'vitest'
import { startNginx } from './startNginx.js'

/** One GET through nginx with the given Host: the status, or how the connection ended. */
const getWithHost = (port: number, host: string) =>
  new Promise<number | string>((resolve) => {
    const sent = request({ host: '127.0.0.1', port, path: '/api/healthz', headers: { host } })
    sent.on('response', (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    sent.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    sent.end()
  })

test('nginx passes only its own host names on; a forged Host is dropped before any instance', async () => {
  const hosts: string[] = []
  const instance = createServer((incoming, outgoing) => {
    hosts.push(incoming.headers.host ?? '')
    outgoing.end('ok')
  })
  await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve))
  const nginx = await startNginx({
    servers: [`127.0.0.1:${(instance.address() as AddressInfo).port}`],
  })
  try {
    expect(await getWithHost(nginx.port, `127.0.0.1:${nginx.port}`)).toBe(200)
    expect(await getWithHost(nginx.port, 'evil.example')).toBe('ECONNRESET')
    // nginx passes the host name on ($host, without the port).
    expect(hosts).toEqual(['127.0.0.1'])
  } finally {
    await nginx.stop()
    instance.close()
  }
})
