import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * Two builds into one dist: the hosted swap page alone (so its first load is chunked for it
 * only, not for what it shares with the other pages), then `--mode frames` adds the page inside
 * the iframe and the demo host.
 */
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    // The modulepreload polyfill (about 250 B gzip of the first load) serves only browsers
    // without <link rel=modulepreload> (Firefox before 115, Safari before 17); they still run
    // the page, loading its modules as they are imported instead of ahead.
    modulePreload: { polyfill: false },
    emptyOutDir: mode !== 'frames',
    rolldownOptions: {
      input:
        mode === 'frames' ? { embed: 'embed.html', demo: 'demo.html' } : { main: 'index.html' },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8787' } },
}))
