import { expect, test } from 'vitest'
import { BufferedResponse } from './bufferedResponse.js'

const headers = () => new Headers({ 'content-type': 'application/json', 'x-request-id': 'up-1' })
// A byte order mark, a multi-byte character and a character outside the BMP.
const bytes = () => Buffer.from([0xef, 0xbb, 0xbf, ...Buffer.from('{"name":"Łódź 🚀"}')])

test('reads the body as a standard Response would: text, json, bytes, blob, stream', async () => {
  const standard = () => new Response(bytes(), { status: 201, headers: headers() })
  const buffered = () => new BufferedResponse(bytes(), { status: 201, headers: headers() })
  expect(await buffered().text()).toBe(await standard().text())
  expect(await buffered().json()).toEqual(await standard().json())
  expect(Buffer.from(await buffered().arrayBuffer())).toEqual(
    Buffer.from(await standard().arrayBuffer()),
  )
  const blob = await buffered().blob()
  expect([blob.type, await blob.text()]).toEqual([
    'application/json',
    await (await standard().blob()).text(),
  ])
  expect(await new Response(buffered().body).text()).toBe(await standard().text())
  const response = buffered()
  expect([response.status, response.ok, response.headers.get('x-request-id')]).toEqual([
    201,
    true,
    'up-1',
  ])
  expect(response instanceof Response).toBe(true)
})

test('an empty body is a null stream and an empty text', async () => {
  const empty = () => new BufferedResponse(Buffer.alloc(0), { status: 204, headers: headers() })
  expect(empty().body).toBeNull()
  expect(await empty().text()).toBe('')
  expect((await empty().arrayBuffer()).byteLength).toBe(0)
})

test('the body is read once, as with fetch; a clone made before reads it again', async () => {
  const response = new BufferedResponse(bytes(), { status: 200, headers: headers() })
  const copy = response.clone()
  expect(response.bodyUsed).toBe(false)
  await response.text()
  expect(response.bodyUsed).toBe(true)
  await expect(response.text()).rejects.toThrow(TypeError)
  await expect(response.arrayBuffer()).rejects.toThrow(TypeError)
  expect(() => response.clone()).toThrow(TypeError)
  expect(await copy.json()).toEqual({ name: 'Łódź 🚀' })
})

test("headers in node's form read as Headers: every set-cookie kept, an absent name null", () => {
  const response = new BufferedResponse(bytes(), {
    status: 200,
    headers: { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'], age: undefined },
  })
  expect(response.headers.get('content-type')).toBe('application/json')
  expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
  expect(response.headers.get('age')).toBeNull()
  // One Headers, made once: a change to it is seen by the next read, as with fetch.
  response.headers.set('x-seen', '1')
  expect(response.headers.get('x-seen')).toBe('1')
  expect(response.clone().headers.get('set-cookie')).toBe('a=1, b=2')
})
