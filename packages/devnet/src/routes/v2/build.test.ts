import { orderIdOf, TRON_CHAIN_ID } from '@ferry/order-api'
import { encodeFunctionData } from 'viem'
import { describe, expect, test } from 'vitest'
import { tokenOf, userOn } from '../../../test/devnetHarness.js'
import { quotePath, useServiceDevnet } from '../../../test/serviceDevnet.js'
import { stableTokenAbi } from '../../chains/abis.js'
import { TRON_USDT } from '../../tron/tronUsdt.js'

const net = useServiceDevnet()
const { usdc, ethToBase } = net

describe('build', () => {
  const user = () => net.devnet.accounts[0]!

  test('an EVM build returns the order id of depositor and nonce, approvals from the real allowance, and the deposit', async () => {
    const quote = (await net.api(ethToBase('50000000'))).body
    const { status, body } = await net.api('/v2/build', {
      body: { ...quote.build, depositor: user().address.toLowerCase() },
    })
    expect(status).toBe(200)
    expect(body.orderId).toBe(orderIdOf({ depositor: user().address, nonce: body.nonce }))
    expect(body.approveTxs).toHaveLength(1)
    expect(body.approveTxs[0]).toMatchObject({ to: usdc(1), value: '0', chainId: 1 })
    expect(body.depositTx).toMatchObject({
      to: net.devnet.chains[0]!.depositContract,
      from: user().address,
      chainId: 1,
      gasLimit: '0x493e0',
      value: `0x${net.devnet.chainHandles.relayFeeWei.toString(16)}`,
    })
    const order = await net.api(`/v2/orders/${body.orderId}`, { key: null })
    expect(order.body).toMatchObject({
      state: 'pending_deposit',
      deposit: null,
      depositor: user().address.toLowerCase(),
    })
  })

  test('builds are not idempotent: the same quote built twice makes two orders', async () => {
    const quote = (await net.api(ethToBase('50000000'))).body
    const first = await net.api('/v2/build', {
      body: { ...quote.build, depositor: user().address },
    })
    const second = await net.api('/v2/build', {
      body: { ...quote.build, depositor: user().address },
    })
    expect(first.body.orderId).not.toBe(second.body.orderId)
  })

  test('a residual USDT allowance is reset by a leading approve(0)', async () => {
    const holder = userOn(net.devnet, 1, net.devnet.accounts[1]!.privateKey)
    const usdt = tokenOf(net.devnet, 1, 'USDT')
    const quote = (
      await net.api(
        quotePath({
          fromChainId: 1,
          from: usdt,
          toChainId: 8453,
          to: usdc(8453),
          srcAmount: '40000000',
        }),
      )
    ).body
    const first = (
      await net.api('/v2/build', { body: { ...quote.build, depositor: holder.account.address } })
    ).body
    expect(first.approveTxs).toHaveLength(1)
    // Approve less than needed, leaving a short non-zero allowance.
    await holder.send({
      to: usdt,
      value: '0',
      data: encodeFunctionData({
        abi: stableTokenAbi,
        functionName: 'approve',
        args: [net.devnet.chains[0]!.depositContract, 5n],
      }),
    })
    const second = (
      await net.api('/v2/build', { body: { ...quote.build, depositor: holder.account.address } })
    ).body
    expect(second.approveTxs).toHaveLength(2)
    for (const tx of second.approveTxs) await holder.send(tx)
    const third = (
      await net.api('/v2/build', { body: { ...quote.build, depositor: holder.account.address } })
    ).body
    expect(third.approveTxs).toBeUndefined()
  })

  test('a changed field breaks the signature; expired terms are a 409 and store nothing', async () => {
    const quote = (await net.api(ethToBase('50000000'))).body
    const changed = await net.api('/v2/build', {
      body: { ...quote.build, amount: '60000000', depositor: user().address },
    })
    expect(changed).toMatchObject({
      status: 400,
      body: { error: 'Quoted terms do not match the signature - re-quote' },
    })
    const before = (await net.api(`/v2/orders?depositor=${net.devnet.accounts[5]!.address}`)).body
      .orders.length
    const expired = await net.dev.withClockAdvanced(301, () =>
      net.api('/v2/build', {
        body: { ...quote.build, depositor: net.devnet.accounts[5]!.address },
      }),
    )
    expect(expired.status).toBe(409)
    expect(expired.body.error).toBe(`Quoted terms expired at ${quote.build.terms.expiresAt}`)
    expect(
      (await net.api(`/v2/orders?depositor=${net.devnet.accounts[5]!.address}`)).body.orders,
    ).toHaveLength(before)
  })

  test('bad bodies: malformed JSON, wrong checksum, amount at the flat fee', async () => {
    const malformed = await net.api('/v2/build', { rawBody: '{"amount":' })
    expect(malformed).toMatchObject({
      status: 400,
      body: { message: 'Malformed JSON body', name: 'BadRequestException' },
    })
    const quote = (await net.api(ethToBase('50000000'))).body
    const mixed = user().address.replace(/[a-f]/, (letter) => letter.toUpperCase())
    const checksum = await net.api('/v2/build', { body: { ...quote.build, depositor: mixed } })
    expect(checksum.body).toMatchObject({
      name: 'ValidationException',
      details: [{ field: 'depositor' }],
    })
    const { terms: _, ...unsigned } = quote.build
    const atFee = await net.api('/v2/build', {
      body: { ...unsigned, amount: '325000', depositor: user().address },
    })
    expect(atFee.body.error).toBe(
      'Deposit is at or below the flat fee, so nothing would be published',
    )
  })

  test('TRON sides: recipients required, activation checked, a deposit address for TRON sources', async () => {
    const toTron = (
      await net.api(
        quotePath({
          fromChainId: 1,
          from: usdc(1),
          toChainId: TRON_CHAIN_ID,
          to: TRON_USDT,
          srcAmount: '50000000',
        }),
      )
    ).body
    const missing = await net.api('/v2/build', {
      body: { ...toTron.build, depositor: user().address },
    })
    expect(missing.body.error).toBe(`payoutAddr is required for destination chain ${TRON_CHAIN_ID}`)
    const inactive = await net.api('/v2/build', {
      body: {
        ...toTron.build,
        depositor: user().address,
        payoutAddr: net.devnet.tron.inactiveAddress,
      },
    })
    expect(inactive.body.error).toMatch(/^payoutAddr is not an activated Tron account/)
    const invalid = await net.api('/v2/build', {
      body: { ...toTron.build, depositor: user().address, payoutAddr: user().address },
    })
    expect(invalid.body.error).toBe(
      `Address ${user().address} is not a valid recipient on chain ${TRON_CHAIN_ID}`,
    )
    const ok = await net.api('/v2/build', {
      body: {
        ...toTron.build,
        depositor: user().address,
        payoutAddr: net.devnet.tron.accounts[0]!.address,
      },
    })
    expect(ok.status).toBe(200)

    const fromTron = (
      await net.api(
        quotePath({
          fromChainId: TRON_CHAIN_ID,
          from: TRON_USDT,
          toChainId: 8453,
          to: usdc(8453),
          srcAmount: '30000000',
        }),
      )
    ).body
    const noRefund = await net.api('/v2/build', {
      body: { ...fromTron.build, depositor: user().address },
    })
    expect(noRefund.body.error).toBe(`refundAddr is required for source chain ${TRON_CHAIN_ID}`)
    const tron = await net.api('/v2/build', {
      body: {
        ...fromTron.build,
        depositor: user().address,
        refundAddr: net.devnet.tron.accounts[0]!.address,
      },
    })
    expect(tron.status).toBe(200)
    expect(tron.body).toMatchObject({
      expectedAmount: '30000000',
      depositAddress: expect.stringMatching(/^T/),
    })
    expect(tron.body.deadline - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500)
  })

  test('a dropped response still processes the build', async () => {
    const depositor = net.devnet.accounts[4]!.address
    const quote = (await net.api(ethToBase('20000000'))).body
    await net.dev.addFault({ route: 'build', drop: true })
    await expect(net.api('/v2/build', { body: { ...quote.build, depositor } })).rejects.toThrow()
    const orders = (await net.api(`/v2/orders?depositor=${depositor}`)).body.orders
    expect(orders).toHaveLength(1)
  })
})
