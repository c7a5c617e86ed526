// @vitest-environment node
import { expect, test } from 'vitest'
import { compileWidgetCss } from '../scripts/buildStyles.mjs'
import { compiledWidgetCss } from './styles.generated.js'

/** One rule a line, so that a difference reads as the rules that changed. */
const byRule = (css: string) => css.replaceAll('}', '}\n')

test('the committed stylesheet is what styles/widget.css compiles to (pnpm styles writes it)', async () => {
  expect(byRule(compiledWidgetCss), 'src/styles.generated.ts is out of date').toBe(
    byRule(await compileWidgetCss()),
  )
}, 30_000)
