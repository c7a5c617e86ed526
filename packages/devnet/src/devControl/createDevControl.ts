import type { SolverScenario } from '../store/orderRow.js'

export type CreateDevControlParameters = {
  /** The devnet service's base URL, e.g. `devnet.serviceUrl`. */
  serviceUrl: string
  /**
   * How requests are sent (default: the global `fetch`). In-process route tests pass their
   * app's `request`, so the same client drives a service that listens on no port.
   */
  fetch?: (url: string, init?: RequestInit) => Response | Promise<Response>
}

/** The devnet's solver scenarios (`POST /dev/scenario`, src/routes/dev.ts). */
export type DevScenario = SolverScenario['kind']

export type SetScenarioParameters = {
  scenario: DevScenario
  fillRatioBps?: number
} & ({ depositor: string; orderId?: undefined } | { orderId: string; depositor?: undefined })

export type DevControl = ReturnType<typeof createDevControl>

/**
 * A client of the devnet's dev-only controls (`/dev/*`): faults, maintenance, scenarios, the
 * clock, TRON transfers and balances. `post` returns the raw response (tests of the controls' own
 * refusals use it); the named helpers throw when the devnet refuses, so a mistyped control fails
 * the test instead of silently changing nothing. It lives beside the routes it drives so both
 * change together; `@ferry/test-utils` re-exports it for the other packages' tests.
 */
export function createDevControl({
  serviceUrl,
  fetch = globalThis.fetch,
}: CreateDevControlParameters) {
  const send = async (path: string, init?: RequestInit) => fetch(`${serviceUrl}/dev/${path}`, init)
  const post = (path: string, body: unknown) =>
    send(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const checked = async (response: Response, what: string) => {
    if (!response.ok)
      throw new Error(`devnet refused ${what}: ${response.status} ${await response.text()}`)
    return response.json() as Promise<unknown>
  }
  const toggle = async (path: string, on: boolean) =>
    void (await checked(await post(path, { on }), path))
  const advanceClock = async (seconds: number) =>
    (
      (await checked(await post('clock', { advanceSeconds: seconds }), 'the clock')) as {
        now: number
      }
    ).now
  return {
    post,
    /** Adds one fault (see the devnet's `faultSchema`). */
    addFault: async (fault: Record<string, unknown>) =>
      void (await checked(await post('faults', fault), 'the fault')),
    clearFaults: async () =>
      void (await checked(await send('faults', { method: 'DELETE' }), 'clearing faults')),
    setMaintenance: (on: boolean) => toggle('maintenance', on),
    /** Registry terms unreadable (`false`): keyed routes answer 503. */
    setTermsReadable: (on: boolean) => toggle('terms-readable', on),
    setScenario: async (parameters: SetScenarioParameters) =>
      void (await checked(await post('scenario', parameters), 'the scenario')),
    /** Moves the service's clock; returns the service's new now (unix seconds). */
    advanceClock,
    /** Runs `step` with the service's clock moved `seconds` ahead, and always moves it back. */
    async withClockAdvanced<result>(seconds: number, step: () => Promise<result>) {
      await advanceClock(seconds)
      try {
        return await step()
      } finally {
        await advanceClock(-seconds)
      }
    },
    /** A transfer on the simulated TRON ledger; returns its transaction id. */
    tronTransfer: async (transfer: { from: string; to: string; amount: bigint }) =>
      (
        (await checked(
          await post('tron/transfer', { ...transfer, amount: String(transfer.amount) }),
          'the TRON transfer',
        )) as { txId: string }
      ).txId,
    /** A TRON account's balance on the devnet's simulated TRON, in sun. */
    tronBalance: async (address: string) =>
      BigInt(
        (
          (await checked(await send(`tron/balance/${address}`), 'the TRON balance')) as {
            balance: string
          }
        ).balance,
      ),
  }
}
