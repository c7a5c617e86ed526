import { expect, test } from 'vitest'
import { readJsonBody } from './readJsonBody.js'

const contextOf = (body: string) => ({ req: new Request('http://x/', { method: 'POST', body }) })

test('a JSON body is read as its value, whatever its type', async () => {
  expect(await readJsonBody(contextOf('{"a":[1,"b"]}'))).toEqual({
    ok: true,
    body: { a: [1, 'b'] },
  })
  expect(await readJsonBody(contextOf('null'))).toEqual({ ok: true, body: null })
  expect(await readJsonBody(contextOf('42'))).toEqual({ ok: true, body: 42 })
})

test('a body that is not JSON, or no body at all, is not ok', async () => {
  expect(await readJsonBody(contextOf('{"a":'))).toEqual({ ok: false })
  expect(await readJsonBody(contextOf(''))).toEqual({ ok: false })
  expect(await readJsonBody(contextOf('undefined'))).toEqual({ ok: false })
})
