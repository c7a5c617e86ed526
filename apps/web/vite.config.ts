import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', target: 'es2022' },
  server: { proxy: { '/api': 'http://127.0.0.1:8787' } },
})
