// The deployed BFF's entry: serves the web app that the build put beside it unless WEB_DIST says
// otherwise, then starts the BFF exactly as `apps/bff/src/main.ts` does.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const web = fileURLToPath(new URL('./web', import.meta.url))
if (!process.env.WEB_DIST && existsSync(`${web}/index.html`)) process.env.WEB_DIST = web
await import('../apps/bff/src/main.js')
