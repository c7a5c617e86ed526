import { orderIdSchema } from '@ferry/order-api'
import * as z from 'zod/mini'

/** The `{orderId}` of the v2 order routes: as documented, and the schema that checks it. */
export const orderIdParameter = {
  orderId: { description: 'The order id: 0x and 64 hex characters' },
}
export const orderIdParams = z.object({ orderId: orderIdSchema })
