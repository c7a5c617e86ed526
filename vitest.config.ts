import { defineConfig } from 'vitest/config'

// Every package and app carries its own vitest.config.ts; this file only gathers them.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'e2e/cluster', 'scripts'],
    passWithNoTests: true,
  },
})
