// The v1 code the form loads, as one lazy entry: one split point instead of one per part keeps
// the bundler from cutting the first load's shared modules into more, smaller chunks.

export { isValidV1AddressForChain } from '@ferry/order-api/v1'
export { chooseInterface } from '../chooseInterface.js'
export { resolveV1TokenRefs } from './resolveV1TokenRefs.js'
export { resumeV1Run } from './resumeV1Run.js'
export { default as V1SwapPanel } from './V1SwapPanel.js'
