import { createFerryWidget } from './createFerryWidget.js'

/**
 * The entry of the plain `<script>` build: a page without a bundler calls
 * `Ferry.createWidget('#swap', { url })` with createFerryWidget's options. Assigned here rather
 * than through esbuild's `globalName`, whose export helpers would cost a tenth of the budget.
 */
;(globalThis as { Ferry?: unknown }).Ferry = { createWidget: createFerryWidget }
