import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'bff',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One devnet serves every file (test/globalSetup.ts); its faults are global, so files take turns.
    globalSetup: ['./test/globalSetup.ts'],
    fileParallelism: false,
  },
})
