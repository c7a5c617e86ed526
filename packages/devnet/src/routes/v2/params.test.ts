import { TRON_CHAIN_ID } from '@ferry/order-api'
import { createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { useServiceDevnet } from '../../../test/serviceDevnet.js'
import { integratorRegistryAbi } from '../../chains/abis.js'
import { integratorIdOf } from '../../service/devnetIntegrators.js'
import { TRON_USDT } from '../../tron/tronUsdt.js'

const context = useServiceDevnet()

describe('authentication', () => {
  test.each([
    [null, 401, 'X-API-Key required'],
    ['nope', 403, 'Unknown or inactive integrator'],
    ['devnet-key-dormant', 403, 'is not enabled on the integrator registry'],
    ['devnet-key-unregistered', 403, 'is not enabled on the integrator registry'],
    ['devnet-key-walletless', 403, 'owes a commission with no wallet configured'],
    ['devnet-key-greedy', 403, 'carries a fee at or above 100%'],
  ])('key %s gets %i', async (key, status, error) => {
    const response = await context.api('/v2/params', { key })
    expect(response.status).toBe(status)
    expect(response.body.error).toContain(error)
  })

  test('unreadable terms are a 503 that says nothing about the key', async () => {
    const { api, dev } = context
    await dev.setTermsReadable(false)
    const response = await api('/v2/quote?x=1').finally(() => dev.setTermsReadable(true))
    expect(response.status).toBe(503)
    expect(response.body).toEqual({ error: 'Integrator terms are temporarily unreadable' })
  })
})

describe('params', () => {
  test('a successful answer carries x-request-id too', async () => {
    const params = await context.api('/v2/params')
    expect(params.status).toBe(200)
    expect(params.headers.get('x-request-id')).toBeTruthy()
  })

  test('lists every token of the spec with fees, and the integrator terms from the registry', async () => {
    const { api, devnet } = context
    const { status, body } = await api('/v2/params')
    expect(status).toBe(200)
    expect(
      body.tokens.map((t: { chainId: number; symbol: string }) => `${t.chainId}:${t.symbol}`),
    ).toEqual([
      '1:USDC',
      '1:USDT',
      '1:USDG',
      '42161:USDC',
      '42161:USDT',
      '42161:USDG',
      '8453:USDC',
      '137:USDC',
      '137:USDT',
      '4663:USDG',
      `${TRON_CHAIN_ID}:USDT`,
    ])
    expect(body.tokens.at(-1)).toEqual({
      chainId: TRON_CHAIN_ID,
      token: TRON_USDT,
      symbol: 'USDT',
      decimals: 6,
      depositFee: '1000000',
      withdrawFee: '500000',
    })
    expect(body.terms).toEqual({
      operatorBps: 10,
      commissionBps: 25,
      commissionWallet: devnet.chainHandles.accounts.commissionWallet.address,
      orderTtl: 3600,
    })
  })
})

describe('terms', () => {
  test('a change on the registry shows in params within 60 s', async () => {
    const { api, devnet } = context
    await api('/v2/params', { key: 'devnet-key-acme' })
    const wallet = createWalletClient({
      account: privateKeyToAccount(devnet.chainHandles.accounts.operator.privateKey),
      transport: http(devnet.hub.rpcUrl),
    })
    await wallet.writeContract({
      address: devnet.hub.registry,
      abi: integratorRegistryAbi,
      functionName: 'setIntegrator',
      args: [integratorIdOf('acme'), 15, 0, '0x0000000000000000000000000000000000000000', true],
      chain: null,
    })
    // Past the 10 s terms cache.
    const params = await context.dev.withClockAdvanced(60, () =>
      api('/v2/params', { key: 'devnet-key-acme' }),
    )
    expect(params.body.terms.operatorBps).toBe(15)
  })
})
