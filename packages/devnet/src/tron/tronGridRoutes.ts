import { isTronAddress, parseTronAddress } from '@ferry/order-api'
import { bytesToHex } from '@noble/hashes/utils.js'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { TronLedger } from './tronLedger.js'
import { type TronNode, TronNodeError } from './tronNode.js'

const BALANCE_OF_SELECTOR = '70a08231'
const TRANSFER_SELECTOR = 'a9059cbb'

type Body = Record<string, unknown>

/** A request field that must be a TRON address (base58, or hex41 when `visible` is false). */
function address(body: Body, field: string): string {
  const value = body[field]
  if (typeof value !== 'string' || !isTronAddress(value))
    throw new TronNodeError('CONTRACT_VALIDATE_ERROR', `${field} is not a TRON address`)
  return value
}

function amount(body: Body, field: string, fallback?: bigint): bigint {
  const value = body[field]
  if (value === undefined && fallback !== undefined) return fallback
  if (
    (typeof value === 'number' && Number.isSafeInteger(value)) ||
    (typeof value === 'string' && /^\d+$/.test(value))
  )
    return BigInt(value)
  throw new TronNodeError('CONTRACT_VALIDATE_ERROR', `${field} is not a whole number`)
}

/** The call data of a trigger: `data`, or `function_selector` + `parameter` as tronweb sends. */
function callData(body: Body, selectors: Record<string, string>): string {
  if (typeof body.data === 'string') return body.data.replace(/^0x/, '')
  const selector =
    typeof body.function_selector === 'string'
      ? selectors[body.function_selector.replace(/\s/g, '')]
      : undefined
  if (!selector)
    throw new TronNodeError(
      'CONTRACT_VALIDATE_ERROR',
      `function_selector ${String(body.function_selector)} is not served`,
    )
  const parameter = typeof body.parameter === 'string' ? body.parameter.replace(/^0x/, '') : ''
  return `${selector}${parameter}`
}

const hexMessage = (message: string) => bytesToHex(new TextEncoder().encode(message))

/**
 * The subset of TronGrid's HTTP API that TRON wallets and tronweb call, over the devnet's TRON
 * node: account and TRC-20 balance reads, building a TRX transfer or a TRC-20 `transfer`,
 * broadcasting it signed, and reading it back. Answers in TronGrid's shapes; refusals carry
 * its codes (and, like TronGrid, a hex-encoded message on broadcast).
 */
export function tronGridRoutes(parameters: { node: TronNode; ledger: TronLedger }) {
  const { node, ledger } = parameters
  const app = new Hono()
  // A wallet in the page calls the node from the page's origin, as TronGrid allows.
  app.use('*', cors())
  const body = async (request: Request): Promise<Body> => {
    const parsed = await request.json().catch(() => undefined)
    if (!parsed || typeof parsed !== 'object')
      throw new TronNodeError('CONTRACT_VALIDATE_ERROR', 'the body is not a JSON object')
    return parsed as Body
  }
  const visible = (request: Body) => request.visible === true

  app.post('/wallet/getnowblock', (c) => c.json(node.nowBlock()))
  app.post('/wallet/getaccount', async (c) => {
    const request = await body(c.req.raw)
    const account = address(request, 'address')
    // An account that never received TRX or a token does not exist: TronGrid answers {}.
    if (!ledger.isActivated(account)) return c.json({})
    const { base58, hex41 } = parseTronAddress(account)
    return c.json({
      address: visible(request) ? base58 : hex41,
      balance: Number(ledger.trxBalanceOf(account)),
      create_time: 0,
    })
  })
  app.post('/wallet/triggerconstantcontract', async (c) => {
    const request = await body(c.req.raw)
    const contract = parseTronAddress(address(request, 'contract_address')).base58
    const data = callData(request, { 'balanceOf(address)': BALANCE_OF_SELECTOR })
    if (contract !== ledger.token || !data.startsWith(BALANCE_OF_SELECTOR) || data.length !== 72)
      throw new TronNodeError(
        'CONTRACT_VALIDATE_ERROR',
        'only balanceOf(address) of the devnet USDT is served',
      )
    const holder = parseTronAddress(`41${data.slice(8 + 24)}`).base58
    return c.json({
      result: { result: true },
      energy_used: 0,
      constant_result: [ledger.balanceOf(holder).toString(16).padStart(64, '0')],
    })
  })
  app.post('/wallet/triggersmartcontract', async (c) => {
    const request = await body(c.req.raw)
    const transaction = node.triggerTransfer({
      owner: address(request, 'owner_address'),
      contract: address(request, 'contract_address'),
      data: callData(request, { 'transfer(address,uint256)': TRANSFER_SELECTOR }),
      feeLimit: amount(request, 'fee_limit', 0n),
      visible: visible(request),
    })
    return c.json({ result: { result: true }, transaction })
  })
  app.post('/wallet/createtransaction', async (c) => {
    const request = await body(c.req.raw)
    return c.json(
      node.createTransaction({
        owner: address(request, 'owner_address'),
        to: address(request, 'to_address'),
        amount: amount(request, 'amount'),
        visible: visible(request),
      }),
    )
  })
  app.post('/wallet/broadcasttransaction', async (c) => {
    const request = await body(c.req.raw)
    try {
      return c.json(node.broadcast(request))
    } catch (error) {
      if (!(error instanceof TronNodeError)) throw error
      return c.json({
        result: false,
        code: error.code,
        txid: request.txID,
        message: hexMessage(error.message),
      })
    }
  })
  app.post('/wallet/gettransactionbyid', async (c) => {
    const request = await body(c.req.raw)
    const found =
      typeof request.value === 'string' ? node.transactionById(request.value) : undefined
    if (!found) return c.json({})
    return c.json({ ...found.transaction, ret: [{ contractRet: 'SUCCESS' }] })
  })
  app.post('/wallet/gettransactioninfobyid', async (c) => {
    const request = await body(c.req.raw)
    const found =
      typeof request.value === 'string' ? node.transactionById(request.value) : undefined
    if (!found) return c.json({})
    return c.json({
      id: found.transaction.txID,
      fee: Number(found.fee),
      blockNumber: found.blockNumber,
      blockTimeStamp: found.blockTimestamp,
      contractResult: [''],
      receipt: { result: 'SUCCESS' },
    })
  })
  app.onError((error, c) => {
    if (error instanceof TronNodeError)
      return c.json(
        {
          Error: `class org.tron.core.exception.ContractValidateException : ${error.message}`,
          code: error.code,
        },
        400,
      )
    throw error
  })
  return app
}
