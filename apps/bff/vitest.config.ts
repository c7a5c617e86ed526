import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'bff',
    testTimeout: 60_000,
    // PGlite creates its database in WebAssembly: tens of seconds on a busy 2-core machine.
    hookTimeout: 120_000,
    // One devnet serves every file (test/globalSetup.ts); its faults are global, so files take turns.
    globalSetup: ['./test/globalSetup.ts'],
    fileParallelism: false,
  },
})
