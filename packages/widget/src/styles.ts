/**
 * The widget's CSS: every selector under `.ferry`, every colour and size from a `--ferry-*`
 * custom property, so hosts theme it and its rules touch nothing else on the page.
 */
export const widgetCss = `
.ferry{--ferry-bg:#fff;--ferry-fg:#111827;--ferry-muted:#6b7280;--ferry-accent:#2563eb;--ferry-accent-fg:#fff;--ferry-border:#e5e7eb;--ferry-danger:#b91c1c;--ferry-radius:14px;--ferry-font:system-ui,-apple-system,"Segoe UI",sans-serif;all:initial;display:block;font-family:var(--ferry-font);color:var(--ferry-fg);font-size:15px;line-height:1.4}
@media (prefers-color-scheme:dark){.ferry[data-theme=auto]{--ferry-bg:#111827;--ferry-fg:#f9fafb;--ferry-muted:#9ca3af;--ferry-border:#374151}}
.ferry[data-theme=dark]{--ferry-bg:#111827;--ferry-fg:#f9fafb;--ferry-muted:#9ca3af;--ferry-border:#374151}
.ferry *{box-sizing:border-box;font:inherit;color:inherit;margin:0}
.ferry .ferry-card{background:var(--ferry-bg);border:1px solid var(--ferry-border);border-radius:var(--ferry-radius);padding:20px;max-width:440px;min-width:300px;display:grid;gap:12px}
.ferry .ferry-header{display:flex;justify-content:space-between;align-items:center}
.ferry .ferry-title{font-size:18px;font-weight:600}
.ferry .ferry-field{display:grid;gap:4px}
.ferry .ferry-field span{font-size:13px;color:var(--ferry-muted)}
.ferry select,.ferry input{width:100%;padding:10px 12px;border:1px solid var(--ferry-border);border-radius:calc(var(--ferry-radius)/2);background:var(--ferry-bg)}
.ferry .ferry-primary{width:100%;padding:12px;border:0;border-radius:calc(var(--ferry-radius)/1.5);background:var(--ferry-accent);color:var(--ferry-accent-fg);font-weight:600;cursor:pointer}
.ferry .ferry-primary:disabled{opacity:.5;cursor:not-allowed}
.ferry .ferry-secondary{padding:10px;border:1px solid var(--ferry-border);border-radius:calc(var(--ferry-radius)/1.5);background:transparent;cursor:pointer}
.ferry .ferry-link{background:none;border:0;color:var(--ferry-accent);cursor:pointer;padding:0;font-size:13px}
.ferry .ferry-connect{display:grid;gap:8px}
.ferry .ferry-quote{display:grid;gap:6px;padding:12px;border:1px solid var(--ferry-border);border-radius:calc(var(--ferry-radius)/1.5)}
.ferry .ferry-quote div{display:flex;justify-content:space-between;font-size:14px}
.ferry .ferry-quote dt{color:var(--ferry-muted)}
.ferry .ferry-note{font-size:13px;color:var(--ferry-muted)}
.ferry .ferry-error{font-size:13px;color:var(--ferry-danger)}
.ferry .ferry-timeline{list-style:none;padding:0;display:grid;gap:6px}
.ferry .ferry-timeline li{padding-left:22px;position:relative;color:var(--ferry-muted)}
.ferry .ferry-timeline li::before{content:"";position:absolute;left:4px;top:6px;width:10px;height:10px;border-radius:50%;border:2px solid var(--ferry-border)}
.ferry .ferry-timeline li[data-done=true]{color:var(--ferry-fg)}
.ferry .ferry-timeline li[data-done=true]::before{background:var(--ferry-accent);border-color:var(--ferry-accent)}
.ferry .ferry-state{font-weight:600}
.ferry .ferry-tracker{min-width:0;overflow-wrap:anywhere}
.ferry .ferry-tron{display:grid;gap:8px;overflow-wrap:anywhere}
.ferry .ferry-subtitle{font-size:15px;font-weight:600}
.ferry .ferry-qr{width:160px;height:160px;display:block;margin:0 auto}
.ferry .ferry-card>*{min-width:0}
`

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
