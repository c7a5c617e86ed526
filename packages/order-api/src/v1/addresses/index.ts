// The v1 address rules on their own: small enough for a first load that must not carry the v1
// schemas and client (the widget's recipient fields check Bitcoin and Solana addresses with it).
export {
  TRON_CHAIN_ID,
  V1_BITCOIN_CHAIN_ID,
  V1_NATIVE_TOKEN_ADDRESS,
  V1_SOLANA_CHAIN_ID,
} from '../../chainIds.js'
export { type V1ChainFamily, v1ChainFamily } from './chainFamily.js'
export { isV1NativeToken } from './nativeToken.js'
export { isValidV1AddressForChain } from './v1Address.js'
