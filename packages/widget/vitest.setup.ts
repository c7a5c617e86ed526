import { configure } from '@testing-library/react'

// waitFor and findBy* wait on state, never on a clock; their 1 s default only says how long a
// loaded two-core machine may take to get there (the CI rehearsal beside other builds took
// longer and failed component tests that pass alone). A wrong state still fails, just later.
configure({ asyncUtilTimeout: 10_000 })
