import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * Two builds into one dist: the hosted swap page alone (so its first load is chunked for it
 * only, not for what it shares with the other pages), then `--mode frames` adds the page inside
 * the iframe and the demo host.
 */
export default defineConfig(({ mode }) => ({
  // tailwindcss(): the pages' own styles (src/styles/), compiled into their CSS files.
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    emptyOutDir: mode !== 'frames',
    rolldownOptions: {
      input:
        mode === 'frames' ? { embed: 'embed.html', demo: 'demo.html' } : { main: 'index.html' },
      // The page's first load as one chunk: left to automatic splitting, a lazy chunk that needs
      // part of it (the picker's v1 catalog client shares order-api's errors and zod) cuts it
      // into common chunks that are each compressed alone (+6.5 KB gzip when measured).
      output:
        mode === 'frames'
          ? {}
          : { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8787' } },
}))
