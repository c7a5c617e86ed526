// Its own module, so that the connector (and, through it, its SDK) lands in a lazy chunk.
export { coinbaseWallet } from 'wagmi/connectors'
