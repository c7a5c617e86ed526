import { defineConfig } from 'vite'

/**
 * The widget as a host's bundler would ship it: ES modules, peer dependencies left out, lazy
 * parts (tracking, TRON deposit, history, other locales) in their own chunks. size-limit
 * measures the entry and what it imports statically (.size-limit.js at the root).
 */
export default defineConfig({
  build: {
    outDir: '.size',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    // What a host ships for `import { SwapWidget } from '@ferry/widget'`.
    lib: { entry: 'src/components/SwapWidget.tsx', formats: ['es'], fileName: 'index' },
    rolldownOptions: {
      external: [
        'react',
        'react/jsx-runtime',
        'react-dom',
        '@tanstack/react-query',
        /^wagmi(\/.*)?$/,
        /^viem(\/.*)?$/,
      ],
      // The first load's own code in one chunk, as the hosted page builds it: left to automatic
      // splitting, code the first load shares with lazy parts (order-api's errors, zod) is cut
      // into small chunks compressed apart, which measures the cut, not the code (+3 kB gzip).
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
})
