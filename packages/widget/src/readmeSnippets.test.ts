// @vitest-environment node
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

const repository = new URL('../../../', import.meta.url)
const readme = readFileSync(new URL('packages/widget/README.md', repository), 'utf8')
/** Each code block the README introduces with `<!-- from <path> -->`, and that path. */
const snippets = [...readme.matchAll(/<!-- from (\S+) -->\n```\w+\n([\s\S]*?)```\n/g)].map(
  ([, path, code]) => ({ path: path!, code: code! }),
)

test('the README shows the controlled host and the RainbowKit and Next.js hosts from the examples', () => {
  expect(snippets.map((snippet) => snippet.path)).toEqual([
    'packages/widget/test/ControlledSwap.tsx',
    'examples/wagmi2-rainbowkit/src/wagmiConfig.ts',
    'examples/nextjs/app/page.tsx',
    'examples/nextjs/app/providers.tsx',
    'examples/nextjs/app/wagmiConfig.ts',
  ])
})

test.each(snippets)('the README snippet from $path is that file as it is', ({ path, code }) => {
  expect(code).toBe(readFileSync(new URL(path, repository), 'utf8'))
})
