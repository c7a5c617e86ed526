import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'widget',
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    // Above the async utilities' 10 s (vitest.setup.ts), so a slow state fails as the state, not as a timeout.
    testTimeout: 30_000,
  },
})
