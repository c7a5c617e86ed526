// One home for reading a JSON body, shared with the devnet: @ferry/order-api.
export { readJsonBody } from '@ferry/order-api'
