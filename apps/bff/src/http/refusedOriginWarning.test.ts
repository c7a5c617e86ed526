import { expect, test } from 'vitest'
import { refusedOriginWarning } from './refusedOriginWarning.js'

test('a refused origin is named once per interval, each origin on its own line', () => {
  const lines: string[] = []
  let now = 0
  const warn = refusedOriginWarning({
    warn: (line) => lines.push(line),
    intervalMs: 1000,
    now: () => now,
  })
  warn('http://localhost:5173')
  warn('http://localhost:5173')
  warn('https://shop.example')
  now = 999
  warn('http://localhost:5173')
  now = 1000
  warn('http://localhost:5173')
  expect(lines).toEqual([
    'origin http://localhost:5173 is not in ALLOWED_ORIGINS',
    'origin https://shop.example is not in ALLOWED_ORIGINS',
    'origin http://localhost:5173 is not in ALLOWED_ORIGINS',
  ])
})

test('a hostile origin cannot break the log line or grow memory without bound', () => {
  const lines: string[] = []
  const warn = refusedOriginWarning({ warn: (line) => lines.push(line) })
  warn('https://a.example\n{"level":50,"msg":"forged"}')
  expect(lines[0]).toBe(
    'origin https://a.example\\n{\\"level\\":50,\\"msg\\":\\"forged\\"} is not in ALLOWED_ORIGINS',
  )
  for (let index = 0; index < 5000; index++) warn(`https://${index}.example`)
  // The map was cleared on the way, so the first origin is named again.
  warn('https://1.example')
  expect(lines.at(-1)).toBe('origin https://1.example is not in ALLOWED_ORIGINS')
})
