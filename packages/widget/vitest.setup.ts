import { configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { familyWalletConnectors } from './src/trade/familyWalletConnectors.js'

// waitFor and findBy* wait on state, never on a clock; their 1 s default only says how long a
// loaded two-core machine may take to get there (the CI rehearsal beside other builds took
// longer and failed component tests that pass alone). A wrong state still fails, just later.
configure({ asyncUtilTimeout: 10_000 })

// A chain family's wallet code is imported when its token is shown (useFamilyWallet), and
// nothing awaits that import. A test that ends first leaves it in flight, and under load it then
// arrives after the test environment is torn down (EnvironmentTeardownError in the CI log). Each
// test waits for the loads it started.
const loading = new Set<Promise<unknown>>()
for (const entry of Object.values(familyWalletConnectors)) {
  const load = entry.load
  entry.load = () => {
    const loaded = load()
    loading.add(loaded)
    void loaded.then(
      () => loading.delete(loaded),
      () => loading.delete(loaded),
    )
    return loaded
  }
}
afterEach(async () => {
  await Promise.allSettled([...loading])
})
