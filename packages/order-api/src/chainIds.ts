// Every chain id and native-token address Ferry names, in one place: the v2 client, `./v1`, the
// devnet and the e2e suite all import them from here.

/** Ethereum mainnet. */
export const ETHEREUM_CHAIN_ID = 1
/** OP Mainnet. */
export const OPTIMISM_CHAIN_ID = 10
/** BNB Smart Chain. */
export const BSC_CHAIN_ID = 56
/** Polygon PoS. */
export const POLYGON_CHAIN_ID = 137
/** Base. */
export const BASE_CHAIN_ID = 8453
/** Arbitrum One. */
export const ARBITRUM_CHAIN_ID = 42161
/** TRON mainnet: the only non-EVM chain of v2, and a chain of v1's list too. */
export const TRON_CHAIN_ID = 728126428
/** Solana in v1's chain list: an id the v1 service assigns, not a chain's own. */
export const V1_SOLANA_CHAIN_ID = 20011000000
/** Bitcoin in v1's chain list: an id the v1 service assigns, not a chain's own. */
export const V1_BITCOIN_CHAIN_ID = 0

/** The address v1 gives a chain's native token. */
export const V1_NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** The zero address, which v1 also accepts for an EVM chain's native token. */
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'
/** Solana's system program id, which v1 accepts for SOL. */
export const SOLANA_SYSTEM_PROGRAM_ADDRESS = '11111111111111111111111111111111'
