import type { SolverScenario } from '../store/orderRow.js'

/**
 * Demo shortcuts: the cents of a deposit choose what the simulated solver does with it, so a
 * person can try every outcome from the page. Tests use `POST /dev/scenario` instead.
 *
 * | cents | outcome |
 * |---|---|
 * | .01 | partial fill, 60% |
 * | .02 | no fill: refunded at the deadline |
 * | .03 | delivery fails |
 * | .04 | slow: stays published until cancelled or expired |
 * | anything else | full fill |
 */
export function scenarioForAmount(amount: bigint, decimals: number): SolverScenario {
  if (decimals < 2) return { kind: 'full' }
  const cents = (amount / 10n ** BigInt(decimals - 2)) % 100n
  switch (cents) {
    case 1n:
      return { kind: 'partial', fillRatioBps: 6000 }
    case 2n:
      return { kind: 'none' }
    case 3n:
      return { kind: 'delivery_failure' }
    case 4n:
      return { kind: 'slow' }
    default:
      return { kind: 'full' }
  }
}
