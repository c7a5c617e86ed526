import { Writable } from 'node:stream'
import { createDevControl } from '@ferry/test-utils'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { type BffApp, type CreateAppParameters, createApp } from '../src/createApp.js'
import { bffConfigForDevnet } from '../src/devnet/bffConfigForDevnet.js'
import { createJournal, type Journal } from '../src/journal/journal.js'
import { createLogger } from '../src/telemetry/logger.js'
import { createUpstreamFetch } from '../src/upstream/upstreamFetch.js'
import { openMemorySqlClient } from './memorySqlClient.js'

export const origin = 'https://dapp.example'

/**
 * A BFF in-process over the suite's devnet (test/globalSetup.ts), with an in-memory journal.
 * Records every upstream path, response and log line; after the file it checks that the API key
 * is in none of them and that no orderId reached a log line.
 */
export function useBffHarness() {
  const devnet = inject('devnet')
  const logLines: string[] = []
  const seenBodies: string[] = []
  const upstreamCalls: string[] = []
  const upstreamFetch = createUpstreamFetch()
  const apps: BffApp[] = []
  const state = {} as { journal: Journal; bff: BffApp }

  function makeApp(
    overrides: Parameters<typeof bffConfigForDevnet>[1] = {},
    extra: Partial<Omit<CreateAppParameters, 'config'>> = {},
  ): BffApp {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk))
        done()
      },
    })
    const app = createApp({
      config: bffConfigForDevnet(devnet, {
        allowedOrigins: [origin],
        pollIntervalMs: 100,
        ...overrides,
      }),
      journal: state.journal,
      logger: createLogger(sink),
      quoteRetryBudgetMs: 3_000,
      buildRetryDelayMs: 50,
      widgetConfigExtras: { devnet: { accounts: devnet.accounts } },
      // The BFF's own upstream fetch, recorded: every fault test goes through it.
      fetch: async (input, init) => {
        upstreamCalls.push(new URL(String(input instanceof Request ? input.url : input)).pathname)
        return upstreamFetch(input, init)
      },
      ...extra,
    })
    apps.push(app)
    return app
  }

  beforeAll(async () => {
    state.journal = await createJournal(await openMemorySqlClient())
    state.bff = makeApp()
  })
  afterAll(async () => {
    for (const app of apps) app.close()
    await state.journal?.close()
    await devControl.clearFaults()
    await devControl.setMaintenance(false)
    // The key must appear in no response and no log line of this whole file.
    const key = devnet.integrators.find((integrator) => integrator.name === 'ferry-demo')!.apiKey
    expect(seenBodies.join('\n')).not.toContain(key)
    expect(logLines.join('\n')).not.toContain(key)
    expect(logLines.join('\n')).not.toMatch(/0x[0-9a-f]{64}/)
  })

  /** Calls the BFF in-process and records every answer for the key-leak check. */
  async function call(
    path: string,
    init: RequestInit & { json?: unknown } = {},
    app: BffApp = state.bff,
  ) {
    const { json, ...rest } = init
    const response = await app.app.request(path, {
      ...rest,
      ...(json !== undefined
        ? {
            method: 'POST',
            body: JSON.stringify(json),
            headers: { 'content-type': 'application/json', ...rest.headers },
          }
        : {}),
    })
    const text = await response.text()
    seenBodies.push(text, JSON.stringify([...response.headers]))
    // biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field
    let body: any = text
    try {
      body = JSON.parse(text)
    } catch {}
    return { status: response.status, headers: response.headers, body }
  }

  const devControl = createDevControl({ serviceUrl: devnet.serviceUrl })
  /** A devnet dev control (faults, maintenance, scenarios): the raw response. */
  const dev = devControl.post
  const clearFaults = devControl.clearFaults

  const usdc = (chainId: number) =>
    devnet.chains.find((chain) => chain.chainId === chainId)!.tokens[0]!.address
  const quotePath = (amount = '50000000') =>
    `/api/v2/quote?${new URLSearchParams({ fromChainId: '1', from: usdc(1), toChainId: '8453', to: usdc(8453), srcAmount: amount })}`
  const quote = async () => (await call(quotePath())).body
  /** A v1 quote body for USDC from Ethereum to Base, 25 USDC unless `overrides` say otherwise. */
  const v1QuoteBody = (overrides: Record<string, unknown> = {}) => ({
    tradeType: 'EXACT_INPUT',
    fromChainId: 1,
    fromToken: usdc(1).toLowerCase(),
    toChainId: 8453,
    toToken: usdc(8453).toLowerCase(),
    amount: '25000000',
    ...overrides,
  })
  /** The depositor's orders as the service itself lists them (not through the BFF). */
  const ordersOf = async (depositor: string) =>
    (
      await (
        await fetch(`${devnet.serviceUrl}/v2/orders?depositor=${depositor}`, {
          headers: { 'x-api-key': 'devnet-key-ferry-demo' },
        })
      ).json()
    ).orders

  return {
    devnet,
    logLines,
    upstreamCalls,
    get journal() {
      return state.journal
    },
    get bff() {
      return state.bff
    },
    makeApp,
    call,
    usdc,
    dev,
    devControl,
    clearFaults,
    quotePath,
    quote,
    v1QuoteBody,
    ordersOf,
  }
}
