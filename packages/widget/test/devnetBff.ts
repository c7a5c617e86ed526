import { Writable } from 'node:stream'
// The widget does not depend on the BFF or the devnet: its devnet tests reach them by path.
import {
  type BffApp,
  createApp,
  createJournal,
  createLogger,
  type Journal,
  openSqlClient,
} from '@ferry/bff'
import { bffConfigForDevnet } from '@ferry/bff/devnet'
import { type Devnet, startDevnet } from '@ferry/devnet'
import { afterAll, beforeAll, vi } from 'vitest'

/** What `setupDevnetBff` gives a test file; its fields are set once the `beforeAll` has run. */
export type DevnetBff = { devnet: Devnet; journal: Journal; bff: BffApp }

/**
 * A whole devnet and the BFF over it, in-process, for the widget's `*.devnet.test.ts`: started
 * in the file's `beforeAll`, stopped in its `afterAll`. With `bffUrl`, the global fetch sends the
 * requests to that origin to the BFF, as the widget reaches it; other requests go out as usual.
 */
export function setupDevnetBff(parameters: { bffUrl?: string } = {}): DevnetBff {
  const { bffUrl } = parameters
  const state = {} as DevnetBff
  beforeAll(async () => {
    // One after the other: PGlite's start-up holds this thread long enough to time out the
    // devnet's deployment calls when both run at once.
    state.devnet = await startDevnet({ stepMs: 100 })
    state.journal = await createJournal(await openSqlClient({}))
    state.bff = createApp({
      config: bffConfigForDevnet(state.devnet, { allowedOrigins: ['https://dapp.example'] }),
      journal: state.journal,
      // Its request log is not these tests' subject.
      logger: createLogger(new Writable({ write: (_chunk, _encoding, done) => done() })),
    })
    if (bffUrl === undefined) return
    const realFetch = globalThis.fetch
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input)
      return url.startsWith(bffUrl)
        ? state.bff.app.request(url, init)
        : realFetch(input as RequestInfo, init)
    })
  }, 240_000)
  afterAll(async () => {
    if (bffUrl !== undefined) vi.unstubAllGlobals()
    state.bff?.close()
    await state.journal?.close()
    await state.devnet?.stop()
  }, 60_000)
  return state
}
