/**
 * The widget's CSS: every selector under `.ferry`, every colour and size from a `--ferry-*`
 * custom property, so hosts theme it and its rules touch nothing else on the page.
 */
export const widgetCss = `
.ferry{--ferry-bg:#fff;--ferry-fg:#111827;--ferry-muted:#4b5563;--ferry-accent:#1d4ed8;--ferry-accent-fg:#fff;--ferry-border:#d1d5db;--ferry-surface:#f3f4f6;--ferry-danger:#b91c1c;--ferry-radius:14px;--ferry-space:12px;--ferry-font:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC",sans-serif;all:initial;display:block;width:100%;max-width:440px;container-type:inline-size;font-family:var(--ferry-font);color:var(--ferry-fg);font-size:15px;line-height:1.4;text-align:start}
.ferry[data-theme=dark]{--ferry-bg:#111827;--ferry-fg:#f9fafb;--ferry-muted:#cbd5e1;--ferry-accent:#60a5fa;--ferry-accent-fg:#0b1220;--ferry-border:#374151;--ferry-surface:#1f2937;--ferry-danger:#fca5a5;color-scheme:dark}
@media (prefers-color-scheme:dark){.ferry[data-theme=auto]{--ferry-bg:#111827;--ferry-fg:#f9fafb;--ferry-muted:#cbd5e1;--ferry-accent:#60a5fa;--ferry-accent-fg:#0b1220;--ferry-border:#374151;--ferry-surface:#1f2937;--ferry-danger:#fca5a5;color-scheme:dark}}
.ferry *,.ferry *::before,.ferry *::after{all:revert;box-sizing:border-box}
.ferry :is(h2,h3,p,dl,dd,ul,ol,li,fieldset,legend,figure){margin:0;padding:0}
.ferry :is(button,input,select,textarea){font:inherit;color:inherit;letter-spacing:normal;text-transform:none}
.ferry :is(ul,ol){list-style:none}
.ferry :focus-visible{outline:2px solid var(--ferry-accent);outline-offset:2px}
.ferry .ferry-card{background:var(--ferry-bg);color:var(--ferry-fg);border:1px solid var(--ferry-border);border-radius:var(--ferry-radius);padding:calc(var(--ferry-space)*1.5);width:100%;display:grid;gap:var(--ferry-space)}
.ferry .ferry-card>*{min-width:0}
.ferry[data-layout=wide]{max-width:880px}
.ferry .ferry-columns,.ferry .ferry-column{display:grid;gap:var(--ferry-space);min-width:0;align-content:start}
@container (max-width:380px){.ferry .ferry-side-row{flex-wrap:wrap}.ferry .ferry-side-row>.ferry-amount{flex-basis:100%;font-size:18px;padding:8px}.ferry .ferry-side-row>.ferry-token{min-width:0;padding:4px 8px}.ferry .ferry-card{padding:var(--ferry-space)}}
@container (min-width:720px){.ferry[data-layout=wide] .ferry-columns{grid-template-columns:1fr 1fr;gap:calc(var(--ferry-space)*2)}}
.ferry .ferry-header{display:flex;justify-content:space-between;align-items:center;gap:8px;flex-wrap:wrap}
.ferry .ferry-header-actions{display:flex;gap:12px;flex-wrap:wrap}
.ferry .ferry-title{font-size:18px;font-weight:600}
.ferry .ferry-subtitle{font-size:15px;font-weight:600}
.ferry .ferry-field{display:grid;gap:4px}
.ferry .ferry-field>span,.ferry .ferry-side>legend{font-size:13px;color:var(--ferry-muted)}
.ferry .ferry-side{display:grid;gap:6px;border:1px solid var(--ferry-border);border-radius:calc(var(--ferry-radius)/1.5);padding:var(--ferry-space);background:var(--ferry-surface);min-width:0}
.ferry .ferry-side>legend{float:left;width:100%}
.ferry .ferry-side-row{display:flex;gap:8px;align-items:stretch;min-width:0}
.ferry input,.ferry select{width:100%;min-height:44px;padding:8px 12px;border:1px solid var(--ferry-border);border-radius:calc(var(--ferry-radius)/2);background:var(--ferry-bg);color:var(--ferry-fg)}
.ferry .ferry-amount{flex:1;min-width:0;font-size:20px;text-align:end}
.ferry .ferry-token{display:grid;justify-items:start;min-width:112px;min-height:44px;padding:4px 12px;border:1px solid var(--ferry-border);border-radius:calc(var(--ferry-radius)/2);background:var(--ferry-bg);cursor:pointer;text-align:start}
.ferry .ferry-token-icon{position:relative;display:inline-flex;flex:none;width:28px;height:28px}
.ferry .ferry-token-icon>img:first-child,.ferry .ferry-token-glyph{width:28px;height:28px;border-radius:50%;object-fit:cover}
.ferry .ferry-token-glyph{display:inline-grid;place-items:center;background:var(--ferry-surface);border:1px solid var(--ferry-border);color:var(--ferry-muted);font-size:13px;font-weight:600}
.ferry .ferry-chain-badge{position:absolute;right:-3px;bottom:-3px;width:14px;height:14px;border-radius:50%;border:1px solid var(--ferry-bg);background:var(--ferry-bg)}
.ferry .ferry-token-symbol{font-weight:600}
.ferry .ferry-token-chain{font-size:12px;color:var(--ferry-muted)}
.ferry .ferry-balance{display:flex;justify-content:flex-end;gap:8px;font-size:13px;color:var(--ferry-muted)}
.ferry .ferry-flip{justify-self:center;width:36px;height:36px;margin:-8px 0;border:1px solid var(--ferry-border);border-radius:50%;background:var(--ferry-bg);cursor:pointer;font-size:16px;line-height:1}
.ferry .ferry-dialog{width:min(420px,calc(100vw - 24px));max-height:min(560px,calc(100vh - 24px));padding:var(--ferry-space);border:1px solid var(--ferry-border);border-radius:var(--ferry-radius);background:var(--ferry-bg);color:var(--ferry-fg);font-family:var(--ferry-font);font-size:15px;line-height:1.4}
.ferry .ferry-dialog[open]{display:grid;gap:var(--ferry-space);grid-template-rows:auto auto 1fr}
.ferry .ferry-dialog::backdrop{background:rgb(0 0 0/.45)}
.ferry .ferry-dialog-header{display:flex;justify-content:space-between;align-items:center}
.ferry .ferry-token-list,.ferry .ferry-history-list{display:grid;gap:4px;overflow-y:auto;min-height:0}
.ferry .ferry-token-row,.ferry .ferry-history-row{display:flex;justify-content:space-between;align-items:center;gap:8px;width:100%;min-height:44px;padding:8px 10px;border:1px solid transparent;border-radius:calc(var(--ferry-radius)/2);background:transparent;cursor:pointer;text-align:start}
.ferry .ferry-history-row{display:grid;justify-content:stretch;border-color:var(--ferry-border)}
.ferry .ferry-token-row:hover,.ferry .ferry-token-row[aria-pressed=true],.ferry .ferry-history-row:hover{background:var(--ferry-surface);border-color:var(--ferry-border)}
.ferry .ferry-primary{width:100%;min-height:48px;padding:12px;border:0;border-radius:calc(var(--ferry-radius)/1.5);background:var(--ferry-accent);color:var(--ferry-accent-fg);font-weight:600;cursor:pointer}
.ferry .ferry-primary:disabled{opacity:.55;cursor:not-allowed}
.ferry .ferry-secondary{min-height:44px;padding:10px;border:1px solid var(--ferry-border);border-radius:calc(var(--ferry-radius)/1.5);background:transparent;cursor:pointer}
.ferry .ferry-link{background:none;border:0;color:var(--ferry-accent);cursor:pointer;padding:2px 0;font-size:13px;text-decoration:underline;text-underline-offset:2px}
.ferry .ferry-start{justify-self:start}
.ferry .ferry-connect{display:grid;gap:8px}
.ferry .ferry-quote{display:grid;gap:6px;padding:var(--ferry-space);border:1px solid var(--ferry-border);border-radius:calc(var(--ferry-radius)/1.5)}
.ferry .ferry-rows{display:grid;gap:6px}
.ferry .ferry-quote div{display:flex;justify-content:space-between;gap:8px;font-size:14px}
.ferry .ferry-quote dt{color:var(--ferry-muted)}
.ferry .ferry-quote dd{text-align:end;overflow-wrap:anywhere}
.ferry .ferry-note{font-size:13px;color:var(--ferry-muted)}
.ferry .ferry-sr,.ferry .ferry-note:empty{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
.ferry .ferry-error{font-size:13px;color:var(--ferry-danger)}
.ferry .ferry-timeline{display:grid;gap:6px}
.ferry .ferry-timeline li{padding-left:22px;position:relative;color:var(--ferry-muted)}
.ferry .ferry-timeline li::before{content:"";position:absolute;left:4px;top:6px;width:10px;height:10px;border-radius:50%;border:2px solid var(--ferry-border)}
.ferry .ferry-timeline li[data-done=true]{color:var(--ferry-fg)}
.ferry .ferry-timeline li[data-done=true]::before{background:var(--ferry-accent);border-color:var(--ferry-accent)}
.ferry .ferry-state{font-weight:600}
.ferry .ferry-tracker,.ferry .ferry-tron,.ferry .ferry-history{display:grid;gap:8px;min-width:0;overflow-wrap:anywhere}
.ferry .ferry-qr{width:160px;height:160px;display:block;margin:0 auto;background:#fff}
.ferry .ferry-skeleton-bar{height:64px;border-radius:calc(var(--ferry-radius)/1.5);background:var(--ferry-surface)}
.ferry a{color:var(--ferry-accent)}
/* token picker */
.ferry .ferry-token{grid-template-columns:auto auto;column-gap:8px;align-items:center}
.ferry .ferry-token>.ferry-token-icon{grid-row:span 2}
.ferry .ferry-picker-group{display:grid;gap:2px}
.ferry .ferry-picker-chain{position:sticky;top:0;z-index:1;display:flex;align-items:center;gap:6px;padding:6px 4px;background:var(--ferry-bg);color:var(--ferry-muted);font-size:13px;font-weight:600}
.ferry .ferry-picker-chain img{width:16px;height:16px;border-radius:50%}
.ferry .ferry-picker-option{scroll-margin-top:32px}
.ferry .ferry-picker-option[aria-selected=true]{background:var(--ferry-surface);border-color:var(--ferry-border)}
.ferry .ferry-picker-option[data-current]{border-color:var(--ferry-accent)}
.ferry .ferry-picker-names{display:grid;flex:1;min-width:0}
.ferry .ferry-picker-names>span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.ferry .ferry-picker-balance{display:grid;justify-items:end;font-size:14px;text-align:end}
/* v1 tracking */
.ferry .ferry-v1-legs{display:grid;gap:8px}
.ferry .ferry-v1-leg{display:flex;gap:10px;align-items:center;min-width:0}
.ferry .ferry-v1-amount{font-weight:600}
.ferry .ferry-state[data-tone=success]{color:var(--ferry-accent)}
.ferry .ferry-state[data-tone=danger]{color:var(--ferry-danger)}
.ferry .ferry-timeline li[data-step=failed][data-done=true]::before{background:var(--ferry-danger);border-color:var(--ferry-danger)}
.ferry .ferry-v1-txs{display:grid;gap:6px}
.ferry .ferry-v1-txs li{display:flex;flex-wrap:wrap;align-items:center;gap:4px 10px;font-size:14px;min-width:0}
.ferry .ferry-v1-txs li>span{color:var(--ferry-muted);min-width:64px}
.ferry .ferry-v1-hash{font-family:ui-monospace,monospace;font-size:12px;overflow-wrap:anywhere;min-width:0}
.ferry .ferry-v1-copy{min-height:32px;padding:4px 10px;font-size:13px}
.ferry .ferry-v1-tag{font-size:11px;padding:0 6px;border:1px solid var(--ferry-border);border-radius:999px;color:var(--ferry-muted)}
/* tracker story */
.ferry .ferry-legs{display:grid;gap:8px}
.ferry .ferry-leg{display:flex;gap:10px;align-items:center;min-width:0;padding:8px 10px;border:1px solid var(--ferry-border);border-radius:calc(var(--ferry-radius)/1.5);background:var(--ferry-surface)}
.ferry .ferry-leg-text{display:grid;min-width:0}
.ferry .ferry-leg-amount{font-weight:600;overflow-wrap:anywhere}
.ferry .ferry-timeline .ferry-step-detail{display:flex;flex-wrap:wrap;gap:2px 10px;margin-top:-4px;font-size:13px}
.ferry .ferry-timeline .ferry-step-detail::before{content:none}
.ferry :is(.ferry-tx,.ferry-copy,.ferry-clock,.ferry-order-id){display:flex;flex-wrap:wrap;align-items:baseline;gap:2px 8px;min-width:0}
.ferry :is(.ferry-hash,.ferry-hash-full){overflow-wrap:anywhere;min-width:0}
.ferry .ferry-hash-full{user-select:all;font-size:12px}
.ferry .ferry-copied{font-size:12px;color:var(--ferry-fg)}
.ferry .ferry-order-id{font-size:13px}
.ferry .ferry-receipt{display:grid;gap:4px;padding:var(--ferry-space);border:1px solid var(--ferry-border);border-radius:calc(var(--ferry-radius)/1.5)}
.ferry .ferry-receipt[data-outcome=failed]{border-color:var(--ferry-danger)}
.ferry .ferry-receipt-hint{font-size:13px;color:var(--ferry-accent)}
/* smart amount input */
.ferry .ferry-side-row{position:relative}
.ferry .ferry-suggestions{position:absolute;top:calc(100% + 4px);left:0;right:0;z-index:2;display:grid;gap:2px;max-height:288px;overflow-y:auto;padding:4px;border:1px solid var(--ferry-border);border-radius:calc(var(--ferry-radius)/2);background:var(--ferry-bg);box-shadow:0 8px 24px rgb(0 0 0/.18)}
.ferry .ferry-suggestions[hidden]{display:none}
.ferry .ferry-suggestion{display:flex;align-items:center;gap:8px;min-height:44px;padding:6px 8px;border-radius:calc(var(--ferry-radius)/3);cursor:pointer}
.ferry .ferry-suggestion:hover,.ferry .ferry-suggestion[aria-selected=true]{background:var(--ferry-surface)}
.ferry .ferry-suggestion[aria-selected=true]{outline:2px solid var(--ferry-accent);outline-offset:-2px}
.ferry .ferry-suggestion-text{display:grid;flex:1;min-width:0;overflow-wrap:anywhere}
.ferry .ferry-suggestion-amount{display:grid;justify-items:end;text-align:end;font-variant-numeric:tabular-nums}
.ferry .ferry-suggestion-usd{font-size:12px;color:var(--ferry-muted)}
/* v1 swap flow */
.ferry .ferry-v1,.ferry .ferry-v1-transfer,.ferry .ferry-v1-hash,.ferry .ferry-v1-order,.ferry .ferry-v1-plan{display:grid;gap:8px;min-width:0}
.ferry .ferry-v1-routes{display:grid;gap:6px;border:0;padding:0;margin:0;min-width:0}
.ferry .ferry-v1-routes>legend{font-size:13px;color:var(--ferry-muted);margin-bottom:4px}
.ferry .ferry-v1-route{display:flex;gap:8px;align-items:flex-start;padding:calc(var(--ferry-space)/1.5);border:1px solid var(--ferry-border);border-radius:calc(var(--ferry-radius)/1.5);cursor:pointer;min-width:0}
.ferry .ferry-v1-route:has(input:checked){border-color:var(--ferry-accent);background:var(--ferry-surface)}
.ferry .ferry-v1-route input{width:auto;min-height:0;padding:0;flex:none;accent-color:var(--ferry-accent);margin-top:3px}
.ferry .ferry-v1-route-main{display:grid;gap:2px;min-width:0;flex:1;font-size:14px}
.ferry .ferry-v1-route-name{font-weight:600;display:flex;gap:6px;align-items:center}
.ferry .ferry-v1-route-meta{display:flex;flex-wrap:wrap;gap:4px 8px;font-size:12px;color:var(--ferry-muted)}
.ferry .ferry-v1-tag{font-size:11px;padding:0 6px;border:1px solid var(--ferry-border);border-radius:999px;color:var(--ferry-fg)}
.ferry .ferry-v1-best{background:var(--ferry-accent);color:var(--ferry-accent-fg);border-color:var(--ferry-accent)}
.ferry .ferry-v1-steps{display:grid;gap:4px;font-size:13px;color:var(--ferry-muted);padding-left:18px}
.ferry .ferry-v1-steps [aria-current=step]{color:var(--ferry-fg);font-weight:600}
.ferry .ferry-v1-break{overflow-wrap:anywhere;font-family:monospace}
.ferry .ferry-v1-links{display:grid;gap:4px;font-size:13px}
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
