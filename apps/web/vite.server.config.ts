import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The server entry the BFF renders `/` and `/embed` with (src/entry-server.tsx), built after the
 * pages into `dist/server/`: one self-contained module, so a BFF needs no node_modules of the
 * web app beside it. Apart from vite.config.ts, whose chunking is the pages' alone.
 */
export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: {
      output: { entryFileNames: 'entry-server.js' },
      // The wallet SDKs: imported only when the user picks their wallet in the browser, never
      // on the server, so left out of it (bundled, their optional dependencies fail the build).
      external: [/^@walletconnect\//, /^@base-org\//, /^@coinbase\//, /^@safe-global\//],
    },
  },
})
