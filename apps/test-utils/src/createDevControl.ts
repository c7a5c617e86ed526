export type CreateDevControlParameters = {
  /** The devnet service's base URL, e.g. `devnet.serviceUrl`. */
  serviceUrl: string
}

/** The devnet's solver scenarios (packages/devnet/src/routes/dev.ts). */
export type DevScenario =
  | 'full'
  | 'partial'
  | 'none'
  | 'delivery_failure'
  | 'slow'
  | 'stalled_delivery'

export type SetScenarioParameters = {
  scenario: DevScenario
  fillRatioBps?: number
} & ({ depositor: string; orderId?: undefined } | { orderId: string; depositor?: undefined })

export type DevControl = ReturnType<typeof createDevControl>

/**
 * A client of the devnet's dev-only controls (`/dev/*`): faults, maintenance, scenarios, the
 * clock, TRON balances. `post` returns the raw response (tests of the controls' own refusals use
 * it); the named helpers throw when the devnet refuses, so a mistyped control fails the test
 * instead of silently changing nothing.
 */
export function createDevControl({ serviceUrl }: CreateDevControlParameters) {
  const post = (path: string, body: unknown) =>
    fetch(`${serviceUrl}/dev/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const checked = async (response: Response, what: string) => {
    if (!response.ok)
      throw new Error(`devnet refused ${what}: ${response.status} ${await response.text()}`)
    return response.json() as Promise<unknown>
  }
  return {
    post,
    /** Adds one fault (see the devnet's `faultSchema`). */
    addFault: async (fault: Record<string, unknown>) =>
      void (await checked(await post('faults', fault), 'the fault')),
    clearFaults: async () =>
      void (await checked(
        await fetch(`${serviceUrl}/dev/faults`, { method: 'DELETE' }),
        'clearing faults',
      )),
    setMaintenance: async (on: boolean) =>
      void (await checked(await post('maintenance', { on }), 'maintenance')),
    setScenario: async (parameters: SetScenarioParameters) =>
      void (await checked(await post('scenario', parameters), 'the scenario')),
    /** Moves the service's clock; returns the service's new now (unix seconds). */
    advanceClock: async (seconds: number) =>
      (
        (await checked(await post('clock', { advanceSeconds: seconds }), 'the clock')) as {
          now: number
        }
      ).now,
    /** Runs `step` with the service's clock moved `seconds` ahead, and always moves it back. */
    async withClockAdvanced<result>(seconds: number, step: () => Promise<result>) {
      await checked(await post('clock', { advanceSeconds: seconds }), 'the clock')
      try {
        return await step()
      } finally {
        await checked(await post('clock', { advanceSeconds: -seconds }), 'the clock')
      }
    },
    /** A TRON account's balance on the devnet's simulated TRON, in sun. */
    tronBalance: async (address: string) =>
      BigInt(
        (
          (await checked(
            await fetch(`${serviceUrl}/dev/tron/balance/${address}`),
            'the TRON balance',
          )) as { balance: string }
        ).balance,
      ),
  }
}
