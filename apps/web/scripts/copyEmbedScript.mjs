// Puts @ferry/embed's plain <script> build (built before this app: a workspace dependency) into
// dist/embed/, where the BFF serves it at /embed/ferry-embed-<version>.js.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs'

const from = new URL('../../../packages/embed/dist/script/', import.meta.url)
const { file, integrity } = JSON.parse(readFileSync(new URL('manifest.json', from), 'utf8'))
const to = new URL('../dist/embed/', import.meta.url)
mkdirSync(to, { recursive: true })
copyFileSync(new URL(file, from), new URL(file, to))
console.log(`dist/embed/${file} ${integrity}`)
