import { expect, test } from 'vitest'
import { scenarioForAmount } from './magicAmounts.js'

test('the cents of an amount pick the demo scenario', () => {
  expect(scenarioForAmount(25_010_000n, 6)).toEqual({ kind: 'partial', fillRatioBps: 6000 })
  expect(scenarioForAmount(25_020_000n, 6)).toEqual({ kind: 'none' })
  expect(scenarioForAmount(25_030_000n, 6)).toEqual({ kind: 'delivery_failure' })
  expect(scenarioForAmount(25_040_000n, 6)).toEqual({ kind: 'slow' })
  expect(scenarioForAmount(25_000_000n, 6)).toEqual({ kind: 'full' })
  expect(scenarioForAmount(25_019_999n, 6)).toEqual({ kind: 'partial', fillRatioBps: 6000 })
})
