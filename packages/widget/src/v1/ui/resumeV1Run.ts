import { v1ChainFamily } from '@ferry/order-api/v1'
import type { TrackedOrderRef } from '../../order/trackedOrderRef.js'
import { v1Client } from '../../query/v1Client.js'
import type { OrderStorage } from '../../storage/orderStorage.js'
import { browserDepositLedger } from '../../trade/browserDepositLedger.js'
import { depositKey } from '../../trade/depositLedger.js'
import { rememberTradeOrder } from '../../trade/rememberTradeOrder.js'
import { runPlan } from '../../trade/runPlan.js'
import type { EvmWalletAdapter, WalletAdapter } from '../../trade/WalletAdapter.js'
import { planOfV1Deposit } from '../planOfV1Deposit.js'
import { clearPendingV1Run, readPendingV1Run } from './pendingV1Run.js'

const noWallet = async (): Promise<never> => {
  throw new Error('a resumed v1 run asks nothing of the wallet')
}
const untouchable: EvmWalletAdapter = {
  family: 'evm',
  switchChain: noWallet,
  sendTransaction: noWallet,
  waitForReceipt: noWallet,
  getNativeBalance: noWallet,
  getTokenBalance: noWallet,
}
/** A wallet of the source's family that can do nothing: runPlan checks the family first. */
const untouchableOf = (family: ReturnType<typeof v1ChainFamily>): WalletAdapter =>
  family === 'evm' ? untouchable : { family, address: '' }

/**
 * After a reload: a v1 deposit that left the wallet before its order was registered is
 * submitted now (runPlan reads the deposit ledger and only submits; submitOnce looks the order
 * up before any retry), and the order is remembered and returned to be tracked. A plan whose
 * deposit never left is forgotten; one whose wallet request has no known outcome is kept and
 * not run (its deposit is never asked again).
 */
export async function resumeV1Run(parameters: {
  bffUrl: string
  storage: Pick<OrderStorage, 'backing' | 'remember' | 'claimDeposit'>
}): Promise<TrackedOrderRef | undefined> {
  const { storage } = parameters
  const pending = readPendingV1Run(storage.backing)
  if (!pending) return undefined
  const { input, plan, from, to } = pending
  const ledger = browserDepositLedger(storage.backing)
  const state = ledger.read(depositKey(input.route)).state
  if (state === 'none') {
    clearPendingV1Run(storage.backing)
    return undefined
  }
  // A batch's outcome is the wallet's to tell (EIP-5792): kept, never asked again, not run here.
  if (state === 'asked' || state === 'batched') return undefined
  const address =
    plan.kind === 'CONTRACT_CALL'
      ? (input.request.fromAddress ?? input.depositor)
      : (input.request.fromAddress ?? input.refundTo)
  const result = await runPlan({
    plan: planOfV1Deposit({
      client: v1Client(parameters.bffUrl),
      plan,
      quoteId: input.route.quoteId,
      routeId: input.route.routeId,
      fromChainId: input.request.fromChainId,
      toChainId: input.request.toChainId,
      address,
    }),
    wallet: untouchableOf(v1ChainFamily(input.request.fromChainId)),
    ledger,
  })
  if (result.kind !== 'submitted') return undefined
  clearPendingV1Run(storage.backing)
  const decimals = { src: from.decimals, dst: to.decimals }
  if (input.depositor)
    rememberTradeOrder({
      storage,
      depositor: input.depositor,
      orderId: result.orderId,
      createdAt: Date.now(),
      from,
      to,
      interface: 'v1',
    })
  return { orderId: result.orderId, decimals, interface: 'v1' }
}
