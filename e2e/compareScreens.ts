// A before/after contact sheet of two screenshot folders (each what `pnpm screens` leaves in
// artifacts/screenshots), for a change that reshapes the UI: every shot of either side on one
// row, byte-identical pairs marked so that the eye goes to the ones that differ.
//   node --import tsx compareScreens.ts <before folder> <after folder> <output folder>
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { join, resolve } from 'node:path'

const [beforeArgument, afterArgument, outArgument] = process.argv.slice(2)
if (!beforeArgument || !afterArgument || !outArgument) {
  console.error('usage: compareScreens.ts <before folder> <after folder> <output folder>')
  process.exit(2)
}
const before = resolve(beforeArgument)
const after = resolve(afterArgument)
const out = resolve(outArgument)

const shotsIn = (folder: string) => readdirSync(folder).filter((file) => file.endsWith('.png'))
const files = [...new Set([...shotsIn(before), ...shotsIn(after)])].sort()

type Verdict = 'same' | 'changed' | 'new' | 'gone'
const verdictOf = (file: string): Verdict => {
  const [left, right] = [join(before, file), join(after, file)]
  if (!existsSync(left)) return 'new'
  if (!existsSync(right)) return 'gone'
  return readFileSync(left).equals(readFileSync(right)) ? 'same' : 'changed'
}

for (const side of ['before', 'after'] as const) mkdirSync(join(out, side), { recursive: true })
const rows = files.map((file) => {
  const verdict = verdictOf(file)
  const cell = (side: 'before' | 'after', folder: string) => {
    if (!existsSync(join(folder, file)))
      return `<figure class="absent"><p>no ${side} shot</p></figure>`
    copyFileSync(join(folder, file), join(out, side, file))
    return `<figure><figcaption>${side}</figcaption><a href="${side}/${file}"><img src="${side}/${file}" loading="lazy" alt="${file}, ${side}"></a></figure>`
  }
  return `<section class="${verdict}"><h2>${file} <span>${verdict}</span></h2><div class="pair">${cell('before', before)}${cell('after', after)}</div></section>`
})

const count = (verdict: Verdict) => rows.filter((row) => row.includes(`class="${verdict}"`)).length
const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Ferry screens, before and after</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #e5e7eb; color: #111827; }
section { margin: 0 0 28px; } h2 { font-size: 15px; margin: 0 0 6px; }
h2 span { font-weight: 500; padding: 1px 6px; border-radius: 4px; background: #d1d5db; }
.changed h2 span { background: #fde68a; } .new h2 span { background: #bbf7d0; } .gone h2 span { background: #fecaca; }
.pair { display: flex; gap: 16px; align-items: flex-start; } figure { margin: 0; }
figcaption { font-size: 12px; color: #4b5563; } img { display: block; max-width: 460px; outline: 1px solid #9ca3af; }
.absent p { width: 320px; padding: 24px 0; text-align: center; background: #f3f4f6; color: #6b7280; }
.same .pair { opacity: 0.6; }
</style></head><body>
<h1>Ferry screens, before and after</h1>
<p>${files.length} shots: ${count('same')} byte-identical, ${count('changed')} changed, ${count('new')} new, ${count('gone')} gone.</p>
${rows.join('\n')}
</body></html>
`
writeFileSync(join(out, 'index.html'), html)
console.log(
  `${files.length} shots (${count('same')} same, ${count('changed')} changed, ${count('new')} new, ${count('gone')} gone): ${join(out, 'index.html')}`,
)
