import {
  v1OrderPageSchema,
  v1OrderSchema,
  v1OrdersAddressSchema,
  v1OrdersQuerySchema,
} from '@ferry/order-api/v1'
import * as z from 'zod/mini'
import { declareRoute } from '../../http/routeDeclaration.js'
import { examples, invalid, limited } from '../../openapi/documentedResponses.js'
import type { Services } from '../../services/createServices.js'
import type { V1Context } from '../../v1/createV1Context.js'
import { walletOrderIdParameter, walletOrderIdParams } from './walletOrderIdParameter.js'

type OrderNeeds = { services: Pick<Services, 'limits'>; v1: V1Context }

/** `GET /api/v1/orders/{address}`: a page of a wallet's (or refund address's) orders. */
export const ordersRoute = declareRoute({
  method: 'get',
  path: '/api/v1/orders/{address}',
  operationId: 'v1ListOrders',
  summary: 'A page of a wallet’s (or refund address’s) orders, newest first',
  tags: ['v1'],
  pathParameters: {
    address: {
      description: 'An EVM, Solana, TRON, Bitcoin, CKB or Stellar address',
      pattern: '^[0-9A-Za-z]{20,100}$',
    },
  },
  request: {
    params: z.object({ address: v1OrdersAddressSchema }),
    query: v1OrdersQuerySchema,
    repeatedQuery: ['orderIds'],
  },
  responses: {
    '200': { description: 'A page of orders', schema: v1OrderPageSchema },
    '400': invalid,
    '429': limited,
  },
  example: { path: { address: examples.address }, query: { limit: '5' } },
  handler:
    ({ v1 }: OrderNeeds) =>
    async (c, { params: { address }, query }) => {
      const { fromChainId, toChainId, limit, cursor, txHashSearch } = query
      const text = (value: number | undefined) => (value === undefined ? undefined : String(value))
      return v1.read(c, {
        budget: 'v1orders',
        call: {
          method: 'GET',
          path: `/v1/orders/${encodeURIComponent(address)}`,
          query: {
            fromChainId: text(fromChainId),
            toChainId: text(toChainId),
            limit: text(limit),
            cursor: text(cursor),
            orderIds: query.orderIds?.join(','),
            txHashSearch,
          },
        },
        cacheControl: 'no-store',
      })
    },
})

/** `GET /api/v1/orders/by-id/{orderId}`: one wallet order. */
export const orderByIdRoute = declareRoute({
  method: 'get',
  path: '/api/v1/orders/by-id/{orderId}',
  operationId: 'v1GetOrder',
  summary: 'One wallet order',
  tags: ['v1'],
  pathParameters: walletOrderIdParameter,
  request: { params: walletOrderIdParams },
  responses: {
    '200': { description: 'The order', schema: v1OrderSchema },
    '400': invalid,
    '404': {
      description: 'Plain text `Order not found` (as the service)',
      mediaType: 'text/plain',
    },
    '429': limited,
  },
  example: { path: { orderId: examples.walletOrderId } },
  handler:
    ({ v1 }: OrderNeeds) =>
    async (c, { params: { orderId } }) => {
      return v1.read(c, {
        budget: 'v1order',
        call: { method: 'GET', path: `/v1/orders/by-id/${orderId}` },
        cacheControl: 'no-store',
      })
    },
})
