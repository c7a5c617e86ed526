// The devnet picks its own ports at run time with this same function: one home for it.
export { freePort } from '@ferry/devnet'
