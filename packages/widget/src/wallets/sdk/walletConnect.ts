// Its own module, so that the connector (and, through it, its SDK) lands in a lazy chunk.
export { walletConnect } from 'wagmi/connectors'
