import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'test-utils',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
