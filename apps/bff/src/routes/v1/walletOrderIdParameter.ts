import { v1WalletOrderIdSchema } from '@ferry/order-api/v1'
import * as z from 'zod/mini'

/** The `{orderId}` of the v1 wallet-order routes: as documented, and the schema that checks it. */
export const walletOrderIdParameter = {
  orderId: { description: 'A wallet order id: c and 24 lowercase letters or digits' },
}
export const walletOrderIdParams = z.object({ orderId: v1WalletOrderIdSchema })
