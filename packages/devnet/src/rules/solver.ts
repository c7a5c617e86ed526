/** The simulated solver's rate for any stable pair, 1e18-scaled: 0.9995. */
export const SOLVER_RATE = 999_500_000_000_000_000n
/** The solver fills nothing smaller than this, in published source base units (1 USD). */
export const SOLVER_MIN_PUBLISHED = 1_000_000n
/** The solver's capacity per order, in published source base units (1,000,000 USD). */
export const SOLVER_MAX_PUBLISHED = 1_000_000_000_000n
