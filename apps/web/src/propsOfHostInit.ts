import type { HostInit } from '@ferry/embed/frame'
import type { SwapWidgetProps } from '@ferry/widget'

/**
 * The widget props the host's init sets: its look, language and approval policy (the protocol
 * let through only `exact` or `unlimited`; absent, the widget's default, `exact`, holds).
 */
export function propsOfHostInit(
  init: HostInit,
): Pick<SwapWidgetProps, 'theme' | 'locale' | 'approval'> {
  return {
    ...(init.theme ? { theme: init.theme } : {}),
    ...(init.locale ? { locale: init.locale } : {}),
    ...(init.approval ? { approval: init.approval } : {}),
  }
}
