import { v1DepositPlanSchema, v1QuoteResponseSchema } from '@ferry/order-api/v1'
import { type Address, createPublicClient, createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import { type Api, tokenOf } from '../../../test/devnetHarness.js'
import { useServiceDevnet } from '../../../test/serviceDevnet.js'
import type { DevControl, DevScenario } from '../../devControl/createDevControl.js'
import type { Devnet, StartDevnetOptions } from '../../startDevnet.js'

/**
 * One devnet for a test file (fast lifecycle steps; `options` add to them): a caller of its v1 routes, its dev
 * controls, the v1 steps (`v1StepsOf`), the test users and their USDC, and whole swaps.
 */
export function useV1Devnet(options: StartDevnetOptions = {}) {
  const context = useServiceDevnet({ stepMs: 100, ...options })
  const v1 = (...args: Parameters<ReturnType<typeof v1Of>>) => v1Of(context.api)(...args)
  const steps = v1StepsOf(v1)
  const usdc = (chainId: number) => tokenOf(context.devnet, chainId, 'USDC').toLowerCase()
  const user = (n: number) => context.devnet.accounts[n]!

  /**
   * USDC to USDC with a contract-call deposit, as a wallet does it: (the depositor's scenario,)
   * quote, build, run the plan, submit; the submit must be accepted.
   */
  async function contractCallSwap(parameters: ContractCallSwapParameters) {
    const { userIndex, fromChainId, toChainId, amount, routeId = 'Native' } = parameters
    const wallet = v1WalletOn(context.devnet, fromChainId, user(userIndex).privateKey)
    const from = wallet.account.address
    if (parameters.scenario)
      await context.dev.setScenario({ depositor: from, scenario: parameters.scenario })
    const quoted = await steps.quote(
      {
        tradeType: 'EXACT_INPUT',
        fromChainId,
        fromToken: usdc(fromChainId),
        toChainId,
        toToken: usdc(toChainId),
        amount,
        fromAddress: from,
      },
      routeId === 'Native' ? '' : `?routes=${routeId}`,
    )
    const plan = await steps.build({ quoteId: quoted.quoteId, routeId, from })
    const txHash = await wallet.runPlan(plan)
    const submitted = await steps.submit({ quoteId: quoted.quoteId, routeId, txHash })
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    return { wallet, from, quoted, plan, txHash, orderId: submitted.body.orderId as string }
  }

  return {
    get devnet() {
      return context.devnet
    },
    get dev() {
      return context.dev
    },
    v1,
    ...steps,
    usdc,
    user,
    contractCallSwap,
  }
}

export type ContractCallSwapParameters = {
  userIndex: number
  fromChainId: number
  toChainId: number
  /** In USDC's smallest unit, as decimal text. */
  amount: string
  /** `Native`, or a route asked for alone with `routes=`. */
  routeId?: string
  scenario?: DevScenario
}

/** Calls a v1 route: no API key, JSON in and out. */
export const v1Of =
  (api: Api) =>
  (path: string, init: { method?: string; body?: unknown; rawBody?: string } = {}) =>
    api(path, { ...init, key: null })

type PlanTx = { to: string; data?: string; value?: string }
type PlanAction = {
  request: { method: string; params: [PlanTx & { chainId?: string }] }
  waitForReceipt?: boolean
  deposit?: boolean
}

/** A wallet on one anvil chain that runs v1 deposit plans action by action. */
export function v1WalletOn(devnet: Devnet, chainId: number, privateKey: Hex) {
  const chain = devnet.chains.find((entry) => entry.chainId === chainId)!
  const account = privateKeyToAccount(privateKey)
  const transport = http(chain.rpcUrl)
  const client = createPublicClient({ transport, pollingInterval: 20 })
  const wallet = createWalletClient({ account, transport })
  const send = async (tx: { to: string; data?: string; value?: string }) =>
    wallet.sendTransaction({
      to: tx.to as Address,
      ...(tx.data ? { data: tx.data as Hex } : {}),
      value: BigInt(tx.value ?? '0'),
      chain: null,
    })
  return {
    account,
    client,
    /** Runs a CONTRACT_CALL plan: every action in order; returns the flagged deposit's hash. */
    async runPlan(plan: { approvals: PlanAction[] }): Promise<Hex> {
      let depositHash: Hex | undefined
      for (const action of plan.approvals) {
        if (action.request.method === 'wallet_switchEthereumChain') {
          if (Number(action.request.params[0].chainId) !== chainId) throw new Error('wrong chain')
          continue
        }
        const hash = await send(action.request.params[0])
        if (action.waitForReceipt || action.deposit) {
          const receipt = await client.waitForTransactionReceipt({ hash })
          if (receipt.status !== 'success') throw new Error('plan transaction reverted')
        }
        if (action.deposit) depositHash = hash
      }
      if (!depositHash) throw new Error('the plan has no deposit action')
      return depositHash
    },
    /** Sends the deposit action of a plan without approvals and without waiting for it. */
    async sendDeposit(plan: { approvals: PlanAction[] }): Promise<Hex> {
      const deposit = plan.approvals.find((action) => action.deposit)
      if (!deposit) throw new Error('the plan has no deposit action')
      return send(deposit.request.params[0])
    },
    /** Turns the chain's automatic mining off (`false`) or on, and mines a block with `mine`. */
    async mining(mode: boolean | 'mine') {
      await client.request({
        method: (mode === 'mine' ? 'evm_mine' : 'evm_setAutomine') as never,
        params: (mode === 'mine' ? [] : [mode]) as never,
      })
    },
    /** Signs the deposit action without sending it, for a server-side broadcast. */
    async signDeposit(plan: { approvals: PlanAction[] }): Promise<Hex> {
      for (const action of plan.approvals) {
        if (action.request.method === 'wallet_switchEthereumChain') continue
        const tx = action.request.params[0]
        if (!action.deposit) {
          await client.waitForTransactionReceipt({ hash: await send(tx) })
          continue
        }
        const request = await wallet.prepareTransactionRequest({
          to: tx.to as Address,
          data: tx.data as Hex,
          value: BigInt(tx.value ?? '0'),
          chain: null,
        })
        return wallet.signTransaction({ ...request, chain: null } as never)
      }
      throw new Error('the plan has no deposit action')
    },
    /** A plain transfer, as any wallet would send to a deposit address. */
    async transfer(parameters: { token: string; to: string; amount: bigint }) {
      const { token, to, amount } = parameters
      const hash = token.toLowerCase().startsWith('0xeeee')
        ? await send({ to, value: `0x${amount.toString(16)}` })
        : await send({
            to: token,
            data: `0xa9059cbb${to.slice(2).padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`,
          })
      await client.waitForTransactionReceipt({ hash })
      return hash
    },
  }
}

/** Polls a v1 order by id until `predicate` holds; every status seen is collected. */
export async function waitForV1Order(
  v1: ReturnType<typeof v1Of>,
  orderId: string,
  // biome-ignore lint/suspicious/noExplicitAny: an order as the wire gives it, read field by field
  predicate: (order: any) => boolean,
  seen: string[] = [],
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs
  // biome-ignore lint/suspicious/noExplicitAny: as above
  let last: any
  while (Date.now() < deadline) {
    last = (await v1(`/v1/orders/by-id/${orderId}`)).body
    if (last?.status && seen.at(-1) !== last.status) seen.push(last.status)
    if (predicate(last)) return last
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`v1 order ${orderId} did not get there; last status ${last?.status}`)
}

/**
 * Moves the clock past a published order's deadline (1 900 s on) and waits for its refund: the
 * intent expires and the order passes through `refund_pending` to `refunded`.
 */
export async function waitForV1Refund(parameters: {
  v1: ReturnType<typeof v1Of>
  dev: Pick<DevControl, 'withClockAdvanced'>
  orderId: string
}) {
  const { v1, dev, orderId } = parameters
  const seen: string[] = []
  const order = await dev.withClockAdvanced(1900, () =>
    waitForV1Order(v1, orderId, (o) => o.status === 'refunded', seen),
  )
  expect(seen).toContain('refund_pending')
  return order
}

/** The steps of a v1 swap over HTTP; quote and build must succeed and match the v1 schemas. */
export function v1StepsOf(v1: ReturnType<typeof v1Of>) {
  const submit = (body: Record<string, unknown>) =>
    v1('/v1/deposit/submit', { method: 'PUT', body })
  return {
    async quote(body: Record<string, unknown>, query = '') {
      const response = await v1(`/v1/quotes${query}`, { body })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      expect(v1QuoteResponseSchema.safeParse(response.body).success).toBe(true)
      return response.body
    },
    async build(body: Record<string, unknown>) {
      const response = await v1('/v1/deposit/build', { body })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      expect(v1DepositPlanSchema.safeParse(response.body).success).toBe(true)
      return response.body
    },
    submit,
    /** A submit of `txHash` for the Native route that must be a 400 BadRequestException. */
    async expectSubmitRefused(quoteId: string, txHash: string) {
      const response = await submit({ quoteId, routeId: 'Native', txHash })
      expect(response.status).toBe(400)
      expect(response.body.name).toBe('BadRequestException')
    },
  }
}

/** The ids of a page of orders, in order. */
export const idsOf = (page: { data: { id: string }[] }) => page.data.map((order) => order.id)
