import { defineProject } from 'vitest/config'

// Checks of the repository as a whole (pinned versions), beside the scripts they keep true.
export default defineProject({ test: { name: 'scripts', include: ['test/**/*.test.ts'] } })
