import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type RenderOptions, type RenderResult, render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { type Address, type Chain, custom, type EIP1193RequestFn } from 'viem'
import { base, mainnet } from 'viem/chains'
import { type Config, createConfig, WagmiProvider } from 'wagmi'
import { mock } from 'wagmi/connectors'

/** One JSON-RPC request as a test chain receives it. */
export type TestRpcRequest = { method: string; params?: unknown }

export type CreateTestWagmiConfigParameters = {
  /** The chains, Ethereum and Base by default. */
  chains?: readonly [Chain, ...Chain[]]
  /** The accounts of a mock wallet the page can connect; without them, no wallet. */
  accounts?: readonly [Address, ...Address[]]
  /** Answers every request to every chain; `null` to all of them by default. */
  request?: (request: TestRpcRequest) => unknown
}

/** A wagmi config on in-process chains: no network, answers from `request`. */
export function createTestWagmiConfig(parameters: CreateTestWagmiConfigParameters = {}): Config {
  const { chains = [mainnet, base], accounts, request = () => null } = parameters
  const transport = custom({
    request: (async (args: TestRpcRequest) => request(args)) as EIP1193RequestFn,
  })
  return createConfig({
    chains,
    connectors: accounts ? [mock({ accounts })] : [],
    transports: Object.fromEntries(chains.map((chain) => [chain.id, transport])),
  })
}

/** A query cache of its own, where a failure fails at once (no retries to wait out). */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } })
}

export type TestProvidersParameters = CreateTestWagmiConfigParameters & {
  /** Used as given instead of a test config. */
  wagmiConfig?: Config
  queryClient?: QueryClient
}

export type TestProvidersReturnType = {
  /** Wraps a tree in the providers, e.g. as `render`'s or `renderHook`'s `wrapper`. */
  wrapper: (props: { children: ReactNode }) => ReactElement
  wagmiConfig: Config
  queryClient: QueryClient
}

/** A WagmiProvider and a QueryClientProvider made once, for one test's tree. */
export function createTestProviders(
  parameters: TestProvidersParameters = {},
): TestProvidersReturnType {
  const wagmiConfig = parameters.wagmiConfig ?? createTestWagmiConfig(parameters)
  const queryClient = parameters.queryClient ?? createTestQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
  return { wrapper, wagmiConfig, queryClient }
}

export type RenderWithProvidersParameters = TestProvidersParameters & {
  /** What `render` takes beside its wrapper (a container, for one). */
  options?: Omit<RenderOptions, 'wrapper'>
}

export type RenderWithProvidersReturnType = RenderResult &
  Pick<TestProvidersReturnType, 'wagmiConfig' | 'queryClient'>

/**
 * Renders `ui` inside the providers the widget reads (wagmi and react-query), with a fresh
 * query cache whose queries do not retry.
 *
 * @example
 * const { queryClient } = renderWithProviders(<SwapCard {...props} />, { accounts: [account] })
 */
export function renderWithProviders(
  ui: ReactElement,
  parameters: RenderWithProvidersParameters = {},
): RenderWithProvidersReturnType {
  const { wrapper, wagmiConfig, queryClient } = createTestProviders(parameters)
  return { ...render(ui, { ...parameters.options, wrapper }), wagmiConfig, queryClient }
}
