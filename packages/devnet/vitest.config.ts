import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'devnet',
    testTimeout: 60_000,
    // A whole devnet (six anvils, Solana, Bitcoin, TRON, the stand-in) starts in a beforeAll; on
    // two busy cores (the host examples build beside this phase in CI) that took over 60 s.
    hookTimeout: 180_000,
  },
})
