import { createConnection } from 'node:net'
import { expect, it } from 'vitest'
import { startRedis } from './startRedis.js'

function ping(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'))
    socket.once('data', (chunk) => {
      socket.destroy()
      resolve(chunk.toString().trim())
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
  })
}

it('serves a throwaway Redis on loopback until stopped, and starts again on the same port', async () => {
  const redis = await startRedis()
  expect(redis.url).toBe(`redis://127.0.0.1:${redis.port}`)
  expect(await ping(redis.port)).toBe('+PONG')
  await redis.stop({ kill: true })
  expect(await ping(redis.port)).toBe('ECONNREFUSED')
  const again = await startRedis({ port: redis.port })
  expect(await ping(again.port)).toBe('+PONG')
  await again.stop()
})
