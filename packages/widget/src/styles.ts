import { compiledWidgetCss } from './styles.generated.js'

/**
 * The widget's CSS: every selector under `.ferry`, every colour and size from a `--ferry-*`
 * custom property, so hosts theme it and its rules touch nothing else on the page. Authored with
 * Tailwind in `styles/widget.css` and compiled at build time (`scripts/buildStyles.mjs`).
 */
export const widgetCss: string = compiledWidgetCss

let injected = false
/** Adds the widget's stylesheet to the document once. */
export function injectWidgetCss() {
  if (injected || typeof document === 'undefined') return
  injected = true
  const style = document.createElement('style')
  style.dataset.ferry = ''
  style.textContent = widgetCss
  document.head.appendChild(style)
}
