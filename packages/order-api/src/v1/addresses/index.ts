// The v1 address rules on their own: small enough for a first load that must not carry the v1
// schemas and client (the widget's recipient fields check Bitcoin and Solana addresses with it).
export {
  V1_BITCOIN_CHAIN_ID,
  V1_SOLANA_CHAIN_ID,
  V1_TRON_CHAIN_ID,
  type V1ChainFamily,
  v1ChainFamily,
} from './chainFamily.js'
export { isV1NativeToken, V1_NATIVE_TOKEN_ADDRESS } from './nativeToken.js'
export { isValidV1AddressForChain } from './v1Address.js'
