// @vitest-environment node
import { expect, test } from 'vitest'
import { compileWidgetCss } from '../scripts/buildStyles.mjs'
import { compiledWidgetCss } from './styles.generated.js'

test('the committed stylesheet is the one styles/widget.css compiles to (run pnpm styles if not)', async () => {
  expect(compiledWidgetCss).toBe(await compileWidgetCss())
}, 30_000)
