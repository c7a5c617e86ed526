export {
  type CreateFerryWidgetErrorType,
  type CreateFerryWidgetOptions,
  createFerryWidget,
  type Eip1193Provider,
  FerryEmbedError,
  type FerryWidgetEvent,
  type FerryWidgetHandle,
} from './createFerryWidget.js'
export {
  type EmbedAppearance,
  type EmbedApproval,
  type EmbedParams,
  type EmbedTheme,
  protocolVersion,
} from './protocol.js'
export type { CancelDomain } from './refuseWalletRequest.js'
export type { FerryWidgetEventPayloads } from './widgetEvent.js'
