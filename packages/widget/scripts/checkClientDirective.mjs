// Next.js's App Router only lets a server component import the widget when the entry carries
// the directive; tsc keeps it only while it stays the file's first statement.
import { readFileSync } from 'node:fs'

const entry = readFileSync(new URL('../dist/index.js', import.meta.url), 'utf8')
if (!/^(['"])use client\1;?\n/.test(entry)) {
  console.error("dist/index.js must start with 'use client' (Next.js App Router)")
  process.exit(1)
}
