export {
  type ConnectToHostErrorType,
  type ConnectToHostParameters,
  connectToHost,
  type HostConnection,
  type HostInit,
  NotEmbeddedError,
} from './connectToHost.js'
export {
  type EmbedAppearance,
  type EmbedApproval,
  type EmbedParams,
  type EmbedTheme,
  envelope,
  type FrameMessage,
  type HostMessage,
  parseMessage,
  protocolVersion,
} from './protocol.js'
export {
  type CancelDomain,
  refuseWalletRequest,
  relayedMethods,
} from './refuseWalletRequest.js'
