import { resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { walletSdkManifest, walletSdks, walletSdksFromBuild } from './walletSdks.js'

const dist = resolve(import.meta.dirname, 'dist')

/**
 * Three builds into one dist: the wallet SDKs alone (`--mode wallet-sdks`, see walletSdks.ts),
 * then the hosted swap page alone (so its first load is chunked for it only, not for what it
 * shares with the other pages), then `--mode frames` adds the page inside the iframe and the
 * demo host.
 */
export default defineConfig(({ mode }) =>
  mode === 'wallet-sdks'
    ? {
        build: {
          outDir: 'dist',
          target: 'es2022',
          emptyOutDir: true,
          manifest: walletSdkManifest,
          rolldownOptions: {
            input: Object.fromEntries(
              Object.values(walletSdks).map((file) => [
                `walletSdk-${file.replace(/^.*\/|\.ts$/g, '')}`,
                file,
              ]),
            ),
            // Each entry keeps its module's exports: wagmi's connectors import them by name.
            preserveEntrySignatures: 'strict',
          },
        },
      }
    : {
        // tailwindcss(): the pages' own styles (src/styles/), compiled into their CSS files.
        plugins: [walletSdksFromBuild(dist), react(), tailwindcss()],
        build: {
          outDir: 'dist',
          target: 'es2022',
          emptyOutDir: false,
          rolldownOptions: {
            input:
              mode === 'frames'
                ? { embed: 'embed.html', demo: 'demo.html' }
                : { main: 'index.html' },
            // The page's first load as one chunk: left to automatic splitting, a lazy chunk that
            // needs part of it (the picker's v1 catalog client shares order-api's errors and zod)
            // cuts it into common chunks that are each compressed alone (+6.5 KB gzip when measured).
            output:
              mode === 'frames'
                ? {}
                : { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
          },
        },
        server: { proxy: { '/api': 'http://127.0.0.1:8787' } },
      },
)
