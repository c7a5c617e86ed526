import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'cluster',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // One cluster (devnet, PostgreSQL, Redis, three BFF processes, nginx) for every file
    // (src/globalSetup.ts); its faults and kills are global, so files take turns.
    globalSetup: ['./src/globalSetup.ts'],
    fileParallelism: false,
  },
})
