// Writes dist/styles.css from the stylesheet the widget injects, for hosts that ship CSS
// themselves (a Content-Security-Policy without 'unsafe-inline' styles, say).
import { writeFileSync } from 'node:fs'
import { widgetCss } from '../dist/styles.js'

writeFileSync(new URL('../dist/styles.css', import.meta.url), `${widgetCss.trim()}\n`)
