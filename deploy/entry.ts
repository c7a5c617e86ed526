// The deployed BFF's entry: reads a .env file from the working directory when there is one
// (Node's own loader; a variable already set in the environment wins), serves the web app that
// the build put beside it unless WEB_DIST says otherwise, then starts the BFF exactly as
// `apps/bff/src/main.ts` does.
import { existsSync } from 'node:fs'
import { loadEnvFile } from 'node:process'
import { fileURLToPath } from 'node:url'

if (existsSync('.env')) loadEnvFile('.env')
const web = fileURLToPath(new URL('./web', import.meta.url))
if (!process.env.WEB_DIST && existsSync(`${web}/index.html`)) process.env.WEB_DIST = web
await import('../apps/bff/src/main.js')
